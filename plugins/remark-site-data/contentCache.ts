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

/** Keys already computed in this process, by the files' names, sizes and modification times. */
const keysByStat = new Map<string, string>();

/** A short hash of `version` and the name and content of each file (missing files count as empty). */
export function contentKey(version: string, files: string[]): string {
  const sorted = [...files].sort();
  // Each page asks again (a dev server must see edits); reading and hashing the library and the
  // lockfile every time cost seconds of a build, while a stat tells an edited file just as well.
  const stats = sorted.map((file) => {
    const stat = fs.statSync(file, {throwIfNoEntry: false});
    return stat ? `${file}\0${stat.size}\0${stat.mtimeMs}` : `${file}\0-`;
  });
  const statKey = [version, ...stats].join('\n');
  const known = keysByStat.get(statKey);
  if (known) return known;
  const hash = crypto.createHash('sha1').update(version);
  for (const file of sorted) {
    hash.update(file).update(fs.existsSync(file) ? fs.readFileSync(file) : '');
  }
  const key = hash.digest('hex').slice(0, 16);
  keysByStat.set(statKey, key);
  return key;
}

/**
 * A map shared by every copy of these modules in the process. Docusaurus loads its config and each
 * plugin afresh (jiti without a require cache), so each has module state of its own; work the
 * config starts early must be found by the copies the remark plugin and the other plugins use.
 */
export function sharedMap<T>(name: string): Map<string, T> {
  const global = globalThis as Record<symbol, Map<string, T> | undefined>;
  return (global[Symbol.for(`tessera-site-data:${name}`)] ??= new Map());
}

export function readCache<T>(cacheDir: string, name: string): T | undefined {
  const file = path.join(cacheDir, name);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
}

export function writeCache(cacheDir: string, name: string, data: unknown): void {
  fs.mkdirSync(cacheDir, {recursive: true});
  fs.writeFileSync(path.join(cacheDir, name), JSON.stringify(data));
}
