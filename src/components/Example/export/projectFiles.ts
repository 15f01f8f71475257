// One example as a whole Vite + React app: the files "Open in StackBlitz" posts and "Download
// project" zips, so both give the reader the same project.
import {importedPackages} from './imports';
import {indexHtml, mainModule, readme, TSCONFIG, viteConfig} from './templates';
import type {ExportInput} from './types';
import type {ProjectVersions} from './versions';

/** What a project's files may import without it being a dependency of its own. */
const PROVIDED = new Set(['react', 'react-dom']);

/** The project's npm name and folder: the title in lower case, words joined by hyphens. */
export function projectSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    // Accents come apart from their letters under NFKD; dropping them keeps the letters.
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
  return slug || 'tessera-example';
}

/**
 * The example's dependencies: the library and React always; any other package it imports at the
 * range the library itself depends on (`@internationalized/date`), or the newest when the reader's
 * edit imports a package the library does not know.
 */
function dependencies(source: string, versions: ProjectVersions): Record<string, string> {
  const result: Record<string, string> = {...versions.dependencies};
  for (const name of importedPackages(source)) {
    if (result[name] || PROVIDED.has(name)) continue;
    result[name] = versions.importable[name] ?? 'latest';
  }
  return sortKeys(result);
}

function sortKeys(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** The project's files by path, the same for the same input. */
export function projectFiles(
  input: ExportInput,
  versions: ProjectVersions,
): Record<string, string> {
  const {title, source, language} = input;
  const ts = language === 'ts';
  const name = projectSlug(title);
  const packageJson = {
    name,
    private: true,
    version: '0.0.0',
    type: 'module',
    scripts: {
      dev: 'vite',
      build: ts ? 'tsc --noEmit && vite build' : 'vite build',
      ...(ts ? {typecheck: 'tsc --noEmit'} : {}),
      preview: 'vite preview',
    },
    dependencies: dependencies(source, versions),
    devDependencies: sortKeys({
      ...versions.tooling,
      ...(ts ? versions.typescriptTooling : {}),
    }),
  };
  const files: Record<string, string> = {
    'package.json': json(packageJson),
    'index.html': indexHtml(title, language),
    [`vite.config.${language}`]: viteConfig(),
    [`src/main.${language}x`]: mainModule(language),
    [`src/Example.${language}x`]: source.endsWith('\n') ? source : `${source}\n`,
    'README.md': readme(title, language),
  };
  if (ts) files['tsconfig.json'] = json(TSCONFIG);
  return files;
}
