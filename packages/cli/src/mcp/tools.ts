// What the MCP tools answer, as Markdown text: the component list, one component's page with its
// install steps, import line, examples and props, and a search over the docs' pages.
import type {RegistryItem} from '@tessera-ui/registry';
import {componentPage} from './llms';
import {propsDeclarations} from './props';
import {NotFound, type DocsSource} from './source';

export class ToolError extends Error {}

function offlineNote(source: DocsSource): string {
  return source.offline
    ? '\n\n_(The portal could not be reached: this answer comes from the copy of the docs bundled with the tessera-ui package.)_'
    : '';
}

export async function listComponents(source: DocsSource): Promise<string> {
  const index = await source.index();
  const lines = index.items
    .filter((item) => item.type === 'registry:ui')
    .map((item) => `- **${item.name}** (${item.title}): ${item.description}`);
  return `# Tessera UI components (${index.meta.version})\n\n${lines.join('\n')}\n\nUse get_component with a name for its docs.${offlineNote(source)}`;
}

function installSteps(item: RegistryItem): string {
  return [
    '## Install',
    '',
    'With the CLI (installs @tessera-ui/react if needed and prints the import):',
    '',
    '```bash',
    `npx tessera-ui@latest add ${item.name}`,
    '```',
    '',
    'Or with a package manager, then import `@tessera-ui/react/styles.css` once at the root of the app:',
    '',
    '```bash',
    'npm install @tessera-ui/react',
    '```',
    '',
    `To copy the component's source into the project instead: \`npx tessera-ui@latest add --source ${item.name}\`.`,
  ].join('\n');
}

function propsSection(item: RegistryItem): string {
  const declarations = item.files
    .filter((file) => /\.tsx?$/.test(file.path))
    .flatMap((file) => propsDeclarations(file.content));
  if (declarations.length === 0) return '';
  return `## Props (from the TypeScript source)\n\n\`\`\`ts\n${declarations.join('\n\n')}\n\`\`\``;
}

export async function getComponent(
  source: DocsSource,
  name: string,
  requestedVersion: string | undefined,
): Promise<string> {
  const index = await source.index();
  const slug = name.trim().toLowerCase();
  const version = requestedVersion?.trim() || index.meta.version;
  if (!index.meta.versions.includes(version)) {
    throw new ToolError(
      `Version ${version} has no component docs; versions with components: ${index.meta.versions.join(', ')}.`,
    );
  }
  if (!index.items.some((item) => item.name === slug && item.type === 'registry:ui')) {
    const names = index.items
      .filter((item) => item.type === 'registry:ui')
      .map((item) => item.name);
    throw new ToolError(`Unknown component "${name}". Components: ${names.join(', ')}.`);
  }
  let item: RegistryItem;
  try {
    item = await source.item(slug, version);
  } catch (error) {
    if (error instanceof NotFound) throw new ToolError(`Version ${version} has no "${slug}".`);
    throw error;
  }
  const page = componentPage(await source.pages(), slug, version);
  const markdown = page
    ? await source.page(page.path)
    : `# ${item.title}\n\n> ${item.description}\n`;
  return [
    markdown.trimEnd(),
    `Docs version: ${version}${page ? ` · ${source.url(page.path)}` : ''}`,
    installSteps(item),
    `## Import\n\n\`\`\`tsx\n${item.meta.import}\n\`\`\``,
    propsSection(item),
  ]
    .filter(Boolean)
    .join('\n\n')
    .concat(offlineNote(source));
}

function snippet(text: string, terms: string[]): string {
  const line =
    text
      .split('\n')
      .find((candidate) => terms.some((term) => candidate.toLowerCase().includes(term))) ?? '';
  return line.trim().slice(0, 200);
}

export async function searchDocs(
  source: DocsSource,
  query: string,
  version: string | undefined,
  limit = 5,
): Promise<string> {
  const terms = query
    .toLowerCase()
    .split(/\W+/)
    .filter((term) => term.length > 1);
  if (terms.length === 0) throw new ToolError('Give search_docs a query with at least one word.');
  const index = await source.index();
  const wanted = version?.trim() || index.meta.version;
  const pages = (await source.pages()).filter(
    (page) => wanted === 'all' || page.version === wanted,
  );
  if (pages.length === 0) {
    const versions = [...new Set((await source.pages()).map((page) => page.version))];
    throw new ToolError(
      `No docs for version ${wanted}; versions: ${versions.join(', ')} (or "all").`,
    );
  }
  const scored = await Promise.all(
    pages.map(async (page) => {
      const text = await source.page(page.path);
      const lower = text.toLowerCase();
      const title = page.title.toLowerCase();
      let score = 0;
      for (const term of terms) {
        if (title.includes(term)) score += 10;
        score += lower.split(term).length - 1;
      }
      return {page, score, text};
    }),
  );
  const hits = scored
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
  if (hits.length === 0)
    return `No page of the ${wanted} docs mentions "${query}".${offlineNote(source)}`;
  return [
    `# Results for "${query}" (${wanted})`,
    ...hits.map(
      ({page, text}) =>
        `- [${page.title}](${source.url(page.path)}) (${page.version}): ${page.description}\n  > ${snippet(text, terms)}`,
    ),
  ]
    .join('\n')
    .concat(offlineNote(source));
}
