// "Download project": the example's project as `<slug>.zip`, made in the browser.
import {projectFiles, projectSlug} from './projectFiles';
import type {ExportInput} from './types';
import {siteVersions, type ProjectVersions} from './versions';
import {zipProject} from './zip';

/** Saves `bytes` as `fileName` through a temporary object URL and an `<a download>` click. */
export function saveFile(bytes: Uint8Array, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], {type}));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The click starts the download before the URL is revoked; a later revoke only keeps the
    // archive in memory longer.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Zips the example's project into `<slug>/` and downloads it as `<slug>.zip`. */
export async function downloadProject(
  input: ExportInput,
  versions: ProjectVersions = siteVersions,
): Promise<void> {
  const slug = projectSlug(input.title);
  const archive = zipProject(projectFiles(input, versions), slug);
  saveFile(archive, `${slug}.zip`, 'application/zip');
}
