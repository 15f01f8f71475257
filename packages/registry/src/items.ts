// The registry from the library's source: one `registry:ui` item per component of the catalogue
// (its folder's files), plus the shared folders as `registry:lib` items (`utils`, and the design
// `tokens` every component's CSS reads). Dependencies are found in the files' imports: relative
// imports into another folder become registryDependencies, package imports npm dependencies.
// Pure: no file system, no site; items name their registry dependencies, and a site addresses them
// (address.ts), so a version cut can store these items as they are.
import path from 'node:path/posix';
import {importSpecifiers, isRelative, packageName} from './imports';
import type {CatalogueEntry, LibrarySource, SourceFile} from './library';
import {
  INDEX_SCHEMA_URL,
  ITEM_SCHEMA_URL,
  validateItems,
  type RegistryFile,
  type RegistryIndex,
  type RegistryItem,
} from './schema';

/** Where copies go in an app, relative to its source root (shadcn puts `src/` in front when the app has one). */
export const TARGET_ROOT = 'components/tessera';

/** Folders shared by components, published as library items. */
const SHARED_FOLDERS: Record<string, {name: string; title: string; description: string}> = {
  utils: {
    name: 'utils',
    title: 'Utilities',
    description: 'Class-name merging, small hooks and the icons the components share.',
  },
  theme: {
    name: 'tokens',
    title: 'Design tokens',
    description:
      'The design tokens (colours, spacing, radii, type, motion; light and dark) as CSS custom properties.',
  },
};

export const TOKENS_ITEM = SHARED_FOLDERS.theme!.name;

export interface RegistryInput {
  library: LibrarySource;
  catalogue: CatalogueEntry[];
  /** The docs version the items belong to, e.g. `2.x`. */
  version: string;
  homepage: string;
}

export interface Registry {
  index: RegistryIndex;
  items: RegistryItem[];
}

const RESOLVED_EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function folderOf(file: string): string {
  return file.split('/')[0]!;
}

function fileType(file: string, shared: boolean): RegistryFile['type'] {
  if (file.endsWith('.css')) return 'registry:file';
  return shared ? 'registry:lib' : 'registry:ui';
}

/** Names the entry file exports as values: `export {A, type B, C} from` → A, C. */
export function valueExports(entrySource: string): string[] {
  const names: string[] = [];
  for (const match of entrySource.matchAll(/^export\s+(type\s+)?\{([^}]*)\}/gm)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(
        name
          .split(/\s+as\s+/)
          .pop()!
          .trim(),
      );
    }
  }
  return names;
}

export function buildRegistry({library, catalogue, version, homepage}: RegistryInput): Registry {
  const filesByPath = new Map(library.files.map((file) => [file.path, file]));
  const slugByFolder = new Map<string, string>();
  const entryByFolder = new Map<string, string>();
  for (const [key, source] of Object.entries(library.entries)) {
    const match = /^\.\/src\/([^/]+)\/index\.tsx?$/.exec(source);
    if (!match || key === '.') continue;
    slugByFolder.set(match[1]!, key.replace(/^\.\//, ''));
    entryByFolder.set(match[1]!, source.replace(/^\.\/src\//, ''));
  }
  for (const [folder, {name}] of Object.entries(SHARED_FOLDERS)) slugByFolder.set(folder, name);
  const folderBySlug = new Map([...slugByFolder].map(([folder, slug]) => [slug, folder]));

  for (const entry of catalogue) {
    if (!folderBySlug.has(entry.name) || SHARED_FOLDERS[folderBySlug.get(entry.name)!]) {
      throw new Error(
        `Registry item "${entry.name}": the catalogue lists it, but ${library.name} exports no "./${entry.name}" entry point.`,
      );
    }
  }
  const catalogued = new Set(catalogue.map((entry) => entry.name));
  for (const slug of entryByFolder.keys()) {
    const name = slugByFolder.get(slug)!;
    if (!catalogued.has(name)) {
      throw new Error(
        `Registry item "${name}": ${library.name} exports "./${name}", but showcase/components.json has no entry for it (title, description, category).`,
      );
    }
  }

  function resolveImport(from: SourceFile, specifier: string, itemName: string): string {
    const base = path.join(path.dirname(from.path), specifier);
    const found = RESOLVED_EXTENSIONS.map((extension) => base + extension).find((candidate) =>
      filesByPath.has(candidate),
    );
    if (!found) {
      throw new Error(
        `Registry item "${itemName}": ${from.path} imports "${specifier}", which is not a file of the library.`,
      );
    }
    return found;
  }

  function dependenciesOf(folder: string, itemName: string) {
    const files = library.files.filter((file) => folderOf(file.path) === folder);
    const npm = new Set<string>();
    const registry = new Set<string>();
    for (const file of files) {
      for (const specifier of importSpecifiers(file.content)) {
        if (isRelative(specifier)) {
          const target = folderOf(resolveImport(file, specifier, itemName));
          if (target === folder) continue;
          const name = slugByFolder.get(target);
          if (!name) {
            throw new Error(
              `Registry item "${itemName}": ${file.path} imports from src/${target}/, which is neither a component nor a shared folder.`,
            );
          }
          registry.add(name);
        } else {
          const pkg = packageName(specifier);
          if (pkg in library.peerDependencies) continue;
          const range = library.dependencies[pkg];
          if (!range) {
            throw new Error(
              `Registry item "${itemName}": ${file.path} imports "${pkg}", which ${library.name} does not depend on.`,
            );
          }
          npm.add(`${pkg}@${range}`);
        }
      }
    }
    return {files, npm: [...npm].sort(), registry: [...registry].sort()};
  }

  function item(
    folder: string,
    fields: {name: string; title: string; description: string; category?: string},
  ): RegistryItem {
    const shared = folder in SHARED_FOLDERS;
    const {files, npm, registry} = dependenciesOf(folder, fields.name);
    if (!shared) registry.push(TOKENS_ITEM);
    const entry = entryByFolder.get(folder);
    const exports = entry ? valueExports(filesByPath.get(entry)?.content ?? '') : [];
    return {
      $schema: ITEM_SCHEMA_URL,
      name: fields.name,
      type: shared ? 'registry:lib' : 'registry:ui',
      title: fields.title,
      description: fields.description,
      ...(fields.category ? {categories: [fields.category.toLowerCase()]} : {}),
      dependencies: npm,
      registryDependencies: [...new Set(registry)],
      files: files.map((file) => ({
        path: file.path,
        type: fileType(file.path, shared),
        target: `${TARGET_ROOT}/${file.path}`,
        content: file.content,
      })),
      // The shadcn CLI prints an item's docs after installing it; the tokens need importing once.
      ...(folder === 'theme'
        ? {
            docs: `Import the design tokens once, at the root of your app: import './${TARGET_ROOT}/theme/tokens.css' (from src/ if your app has one).`,
          }
        : {}),
      meta: {
        version,
        package: library.name,
        exports,
        ...(exports.length > 0
          ? {import: `import {${exports.join(', ')}} from '${library.name}';`}
          : {}),
      },
    };
  }

  const items = validateItems([
    ...catalogue.map((entry) => item(folderBySlug.get(entry.name)!, entry)),
    ...Object.entries(SHARED_FOLDERS).map(([folder, fields]) => item(folder, fields)),
  ]);

  const index: RegistryIndex = {
    $schema: INDEX_SCHEMA_URL,
    name: 'tessera-ui',
    homepage,
    items: items.map(({$schema: _schema, files, ...rest}) => ({
      ...rest,
      files: files.map(({content: _content, ...file}) => file),
    })),
    meta: {version, versions: [version]},
  };
  return {index, items};
}
