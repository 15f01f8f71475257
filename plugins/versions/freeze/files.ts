// File helpers shared by the freeze steps.
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir` whose name passes `keep`, sorted. */
export function listFiles(dir: string, keep: (name: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

export const isDocPage = (name: string) => /\.mdx?$/.test(name) && !name.startsWith('_');

/** Rewrites each page with `transform`; returns the pages that changed, relative to `siteDir`. */
export function rewritePages(
  siteDir: string,
  docsDir: string,
  transform: (source: string, file: string) => string,
): string[] {
  const changed: string[] = [];
  for (const file of listFiles(docsDir, isDocPage)) {
    const source = fs.readFileSync(file, 'utf8');
    const next = transform(source, path.relative(siteDir, file));
    if (next !== source) {
      fs.writeFileSync(file, next);
      changed.push(path.relative(siteDir, file));
    }
  }
  return changed;
}
