// Build-time data computed from source files, kept on disk under a hash of those files: a warm build
// reads it back, and any edit to the files (or a new cache version) computes it again.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SKIPPED_FOLDERS = new Set(['__tests__', '__fixtures__', 'node_modules', 'dist']);

/** TypeScript sources under `dir`, without tests, stories, fixtures, dependencies or build output. */
export function listSourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : listSourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec|stories)\.tsx?$/.test(entry.name)
      ? [full]
      : [];
  });
}

/** A short hash of `version` and the name and content of each file (missing files count as empty). */
export function contentKey(version: string, files: string[]): string {
  const hash = crypto.createHash('sha1').update(version);
  for (const file of [...files].sort()) {
    hash.update(file).update(fs.existsSync(file) ? fs.readFileSync(file) : '');
  }
  return hash.digest('hex').slice(0, 16);
}

export function readCache<T>(cacheDir: string, name: string): T | undefined {
  const file = path.join(cacheDir, name);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
}

export function writeCache(cacheDir: string, name: string, data: unknown): void {
  fs.mkdirSync(cacheDir, {recursive: true});
  fs.writeFileSync(path.join(cacheDir, name), JSON.stringify(data));
}
