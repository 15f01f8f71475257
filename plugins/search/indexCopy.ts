import {cp, mkdtemp, readFile, readdir, rm, writeFile, mkdir} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expandEntries} from './expandEntries';

async function filesUnder(dir: string, keep: (name: string) => boolean): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

const isHtml = (name: string) => name.endsWith('.html');
const isSearchIndex = (name: string) => /^search-index.*\.json$/.test(name);

/**
 * Runs the indexer on a copy of the built pages with their props' entries expanded, and puts
 * the index files it writes beside the served pages: the pages served keep one element per
 * props table, the index gets one result per prop.
 */
export async function indexExpandedCopy(
  outDir: string,
  index: (copyDir: string) => Promise<void>,
): Promise<void> {
  const copyDir = await mkdtemp(path.join(tmpdir(), 'tessera-search-'));
  try {
    for (const page of await filesUnder(outDir, isHtml)) {
      const html = await readFile(path.join(outDir, page), 'utf8');
      await mkdir(path.dirname(path.join(copyDir, page)), {recursive: true});
      await writeFile(path.join(copyDir, page), expandEntries(html, page));
    }
    await index(copyDir);
    for (const file of await filesUnder(copyDir, isSearchIndex)) {
      await cp(path.join(copyDir, file), path.join(outDir, file));
    }
  } finally {
    await rm(copyDir, {recursive: true, force: true});
  }
}
