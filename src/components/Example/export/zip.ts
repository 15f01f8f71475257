import {strToU8, zipSync, type Zippable} from 'fflate';

/** The files as a ZIP archive, all under `folder/`, so unzipping makes one project folder. */
export function zipProject(files: Record<string, string>, folder: string): Uint8Array {
  const tree: Zippable = {};
  for (const [path, text] of Object.entries(files)) {
    tree[`${folder}/${path}`] = strToU8(text);
  }
  // Text compresses well at level 6 and the archive is a few kilobytes: no reason to wait longer.
  return zipSync(tree, {level: 6});
}
