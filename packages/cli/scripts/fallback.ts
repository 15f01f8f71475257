// The docs bundled with the CLI for its MCP server to answer from when the portal cannot be reached:
// the files the portal serves to programs (the registry under r/, llms.txt, the pages' Markdown
// twins), made from the repository's sources by the same code as the site's build.
import fs from 'node:fs';
import path from 'node:path';
import {
  buildRegistry,
  publishRegistries,
  readCatalogue,
  readLibrary,
  relativeImportReader,
  type CatalogueEntry,
} from '@tessera-ui/registry';
import {
  markdownPath,
  toLlmsTxt,
  toMarkdown,
  type DocEntry,
  type JsxRenderers,
} from '@tessera-ui/registry/markdown';

const PORTAL = 'https://tessera-ui.dev';

export interface FallbackFile {
  /** Relative to the portal's root and to dist/fallback/. */
  path: string;
  text: string;
}

function frontMatter(source: string): Record<string, string> {
  const block = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/^(\w+):\s*(.*)$/gm)].map((match) => [
      match[1]!,
      match[2]!.trim().replace(/^(['"])(.*)\1$/, '$2'),
    ]),
  );
}

function pageFiles(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), {withFileTypes: true})
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.name.startsWith('_') || entry.name === 'examples') return [];
      if (entry.isDirectory()) return pageFiles(dir, relative);
      return /\.mdx?$/.test(entry.name) ? [relative] : [];
    })
    .sort();
}

/**
 * Docs of one version, as the docs plugin would route them (front matter `slug` or file path). A
 * component page's title and description come from the catalogue, as on the site.
 */
function versionDocs(
  dir: string,
  version: string,
  route: string,
  catalogue: CatalogueEntry[] = [],
): DocEntry[] {
  return pageFiles(dir).map((file) => {
    const component = /^components\/([a-z0-9-]+)\.mdx?$/.exec(file)?.[1];
    const entry = catalogue.find((candidate) => candidate.name === component);
    const matter: Record<string, string | undefined> = {
      ...frontMatter(fs.readFileSync(path.join(dir, file), 'utf8')),
      ...(entry ? {title: entry.title, description: entry.description} : {}),
    };
    const slug = matter.slug ?? `/${file.replace(/\.mdx?$/, '')}`;
    return {
      title: matter.title ?? path.basename(file, path.extname(file)),
      description: matter.description ?? '',
      permalink: `${route}${slug}`,
      sourcePath: path.join(dir, file),
      version,
    };
  });
}

/**
 * The site's data blocks (props tables, bundle sizes, changelog, related pages) are computed by the
 * site's build, which the CLI's build does not run: the bundled twin says where the page shows them.
 */
function onTheSite(doc: DocEntry): JsxRenderers {
  const page = `${PORTAL}${doc.permalink}`;
  const pointer = (what: string) => () => `${what}: ${page}`;
  const install = (attributes: Record<string, unknown>) =>
    typeof attributes.component === 'string'
      ? `\`\`\`bash\nnpx tessera-ui@latest add ${attributes.component}\nnpm install @tessera-ui/react\n\`\`\``
      : '```bash\nnpm install @tessera-ui/react\n```';
  return {
    PropsTable: (attributes) =>
      `The props of \`${String(attributes.component)}\` are listed on the page: ${page}`,
    PackageManagerTabs: install,
    Playground: pointer('A playground of its props'),
    BundleSize: pointer('Bundle size'),
    ComponentChanges: pointer('Changes to this component'),
    RelatedShowcases: pointer('Showcases that use it'),
    RelatedComponents: pointer('Related components'),
    DocsVersionsTable: pointer('Docs versions'),
    ApiChanges: pointer('The generated table of API changes'),
    ColorSwatches: pointer('The colour tokens'),
    StaticExamplesNote: () =>
      '> The examples on this page are static code for an older version of the library.',
  };
}

export function fallbackFiles(repoRoot: string): FallbackFile[] {
  const library = readLibrary(path.join(repoRoot, 'packages/react'));
  const manifest = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'packages/react/package.json'), 'utf8'),
  ) as {version: string};
  // The current docs are labelled by the package's major version (docusaurus.config.ts: 2.x).
  const current = `${manifest.version.split('.')[0]}.x`;
  const catalogue = readCatalogue(path.join(repoRoot, 'showcase/components.json'));
  const registry = buildRegistry({
    library,
    catalogue,
    version: current,
    homepage: PORTAL,
  });
  const older = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'versions.json'), 'utf8'),
  ) as string[];
  const docs = [
    ...versionDocs(path.join(repoRoot, 'docs'), current, '/docs', catalogue),
    ...older.flatMap((version) =>
      versionDocs(
        path.join(repoRoot, 'versioned_docs', `version-${version}`),
        version,
        `/docs/${version}`,
      ),
    ),
  ];

  return [
    // The MCP server reads the index and the versioned items; /r/<name>.json would repeat the latter.
    ...publishRegistries([registry], `${PORTAL}/r`)
      .filter((file) => file.path === 'r/index.json' || file.path.startsWith(`r/${current}/`))
      .map((file) => ({path: file.path, text: `${JSON.stringify(file.json)}\n`})),
    {
      path: 'llms.txt',
      text: toLlmsTxt(
        {title: 'Tessera UI', tagline: 'The docs bundled with the tessera-ui CLI.', url: PORTAL},
        docs,
      ),
    },
    ...docs.map((doc) => ({
      path: markdownPath(doc.permalink).slice(1),
      text: toMarkdown(doc, fs.readFileSync(doc.sourcePath, 'utf8'), {
        readImport: relativeImportReader(doc.sourcePath),
        renderers: onTheSite(doc),
        where: path.relative(repoRoot, doc.sourcePath),
      }),
    })),
  ];
}

export function writeFallback(repoRoot: string, outDir: string): void {
  fs.rmSync(outDir, {recursive: true, force: true});
  for (const file of fallbackFiles(repoRoot)) {
    const target = path.join(outDir, file.path);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, file.text);
  }
}

// `tsx build/fallback.ts` (the package's build script, after tsdown): writes dist/fallback/.
if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'fallback.ts')
) {
  writeFallback(
    path.resolve(import.meta.dirname, '../../..'),
    path.resolve(import.meta.dirname, '../dist/fallback'),
  );
}
