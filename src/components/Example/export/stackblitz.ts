// "Open in StackBlitz": the example's project posted to StackBlitz's documented form endpoint
// (https://developer.stackblitz.com/platform/api/post-api) in a new tab. The `node` template runs
// the project's own package.json in a WebContainer, so the files alone describe the project.
import {projectFiles} from './projectFiles';
import type {ExportInput} from './types';
import {siteVersions, type ProjectVersions} from './versions';

export const STACKBLITZ_RUN_URL = 'https://stackblitz.com/run';

/** Square brackets would end the field name early; StackBlitz's SDK escapes them the same way. */
function fieldPath(path: string): string {
  return path.replaceAll('[', '%5B').replaceAll(']', '%5D');
}

function hiddenInput(name: string, value: string): HTMLInputElement {
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = name;
  input.value = value;
  return input;
}

/** The POST form for the example's project: one field per file, opening the example's file. */
export function stackBlitzForm(input: ExportInput, versions: ProjectVersions): HTMLFormElement {
  const files = projectFiles(input, versions);
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = `${STACKBLITZ_RUN_URL}?file=${encodeURIComponent(`src/Example.${input.language}x`)}`;
  form.target = '_blank';
  form.hidden = true;
  form.append(
    hiddenInput('project[title]', input.title),
    hiddenInput('project[description]', `${input.title}: an example from the Tessera UI docs.`),
    hiddenInput('project[template]', 'node'),
    ...Object.entries(files).map(([path, text]) =>
      hiddenInput(`project[files][${fieldPath(path)}]`, text),
    ),
  );
  return form;
}

/** Opens the example's project on StackBlitz in a new tab. */
export function openInStackBlitz(
  input: ExportInput,
  versions: ProjectVersions = siteVersions,
): void {
  const form = stackBlitzForm(input, versions);
  document.body.append(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}
