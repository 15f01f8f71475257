// Reads what the registry is made of from disk: the library package (its manifest and the files of
// each source folder) and the catalogue. Everything after this is pure (items.ts).
import fs from 'node:fs';
import path from 'node:path';

export interface SourceFile {
  /** Relative to the library's `src/`, with forward slashes: `Button/Button.tsx`. */
  path: string;
  content: string;
}

export interface LibrarySource {
  name: string;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  /** `./button` → `./src/Button/index.ts`, from the exports map's source condition. */
  entries: Record<string, string>;
  /** Every publishable source file (no tests), by path. */
  files: SourceFile[];
}

export interface CatalogueEntry {
  name: string;
  title: string;
  description: string;
  category: string;
}

const SOURCE_CONDITION = '@tessera-ui/source';
const SKIPPED = /\.(test|spec|stories)\.[tj]sx?$|(^|\/)test-utils\.|(^|\/)__\w+__\//;

function listFiles(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), {withFileTypes: true})
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listFiles(dir, relative) : [relative];
    })
    .sort();
}

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  exports?: Record<string, string | Record<string, string>>;
}

/** The library package at `packageDir` (packages/react): manifest fields and source files. */
export function readLibrary(packageDir: string): LibrarySource {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
  ) as Manifest;
  const entries: Record<string, string> = {};
  for (const [key, value] of Object.entries(manifest.exports ?? {})) {
    const source = typeof value === 'string' ? undefined : value[SOURCE_CONDITION];
    if (source && /\.tsx?$/.test(source)) entries[key] = source;
  }
  const srcDir = path.join(packageDir, 'src');
  const files = listFiles(srcDir)
    .filter((file) => /\.(tsx?|css)$/.test(file) && !SKIPPED.test(file))
    .map((file) => ({path: file, content: fs.readFileSync(path.join(srcDir, file), 'utf8')}));
  return {
    name: manifest.name,
    dependencies: manifest.dependencies ?? {},
    peerDependencies: manifest.peerDependencies ?? {},
    entries,
    files,
  };
}

/** The component catalogue (showcase/components.json). */
export function readCatalogue(file: string): CatalogueEntry[] {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as CatalogueEntry[];
}

/** Reads what a page imports by relative path (its examples), for `toMarkdown`. */
export function relativeImportReader(fromFile: string): (specifier: string) => string | undefined {
  return (specifier) => {
    const file = path.resolve(path.dirname(fromFile), specifier);
    return specifier.startsWith('.') && fs.existsSync(file)
      ? fs.readFileSync(file, 'utf8')
      : undefined;
  };
}
