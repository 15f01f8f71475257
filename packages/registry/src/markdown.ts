// Turns a doc's MDX source into plain Markdown for readers that are programs (llms.txt).
import {BASE_RENDERERS, renderJsx, type JsxRenderers} from './jsx';

export {BASE_RENDERERS, type JsxAttributes, type JsxRenderer, type JsxRenderers} from './jsx';

export interface DocEntry {
  title: string;
  description: string;
  permalink: string;
  /** Absolute path of the .md/.mdx source. */
  sourcePath: string;
  version: string;
}

const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;

/**
 * Drops MDX's top-level ESM blocks (an `import`/`export` line up to the next blank line), which mean
 * nothing outside the site. Fenced code is left alone: examples there import things on purpose.
 */
export function stripEsm(source: string): string {
  const kept: string[] = [];
  let fence: string | undefined;
  let inEsm = false;
  for (const line of source.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      kept.push(line);
    } else if (inEsm) {
      inEsm = line.trim() !== '';
    } else if (/^(import|export)\s/.test(line)) {
      inEsm = true;
    } else {
      if (marker) fence = marker;
      kept.push(line);
    }
  }
  return kept.join('\n');
}

/** Reads a module the page imports (`./examples/tabs/hero.tsx`), or undefined if it cannot. */
export type ReadImport = (specifier: string) => string | undefined;

/**
 * Replaces each `<Example of={X} />` with the source of the file X is imported from, as a tsx code
 * block: the example a reader sees on the page, as code a program can read.
 */
export function inlineExamples(source: string, readImport: ReadImport): string {
  const imports = new Map(
    [...source.matchAll(/^import\s+(\w+)\s+from\s+['"]([^'"]+)['"];?\s*$/gm)].map((match) => [
      match[1]!,
      match[2]!,
    ]),
  );
  return source.replace(/<Example\b[^>]*?\bof=\{(\w+)\}[^>]*?\/>/g, (tag, local: string) => {
    const specifier = imports.get(local);
    const code = specifier === undefined ? undefined : readImport(specifier);
    return code === undefined ? tag : `\`\`\`tsx\n${code.trimEnd()}\n\`\`\``;
  });
}

export interface MarkdownOptions {
  /** Reads the examples a page imports, to show their code. */
  readImport?: ReadImport;
  /** Markdown for the page's JSX elements, by name, on top of BASE_RENDERERS (Kbd, Tabs). */
  renderers: JsxRenderers;
  /** Names the page in errors (its source path). */
  where: string;
}

/**
 * The page as Markdown: title, description, then the body without front matter or ESM, with its
 * examples' code when `readImport` can read them, and every JSX element in its Markdown form.
 */
export function toMarkdown(
  doc: Pick<DocEntry, 'title' | 'description'>,
  source: string,
  options: MarkdownOptions,
): string {
  const {readImport, renderers, where} = options;
  const withExamples = readImport ? inlineExamples(source, readImport) : source;
  const body = renderJsx(
    stripEsm(withExamples.replace(FRONT_MATTER, '')),
    {...BASE_RENDERERS, ...renderers},
    where,
  )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const heading = body.startsWith('# ') ? '' : `# ${doc.title}\n\n`;
  const summary = doc.description ? `> ${doc.description}\n\n` : '';
  return `${heading}${summary}${body}\n`;
}

/** Where the Markdown twin of a page is served: `/docs/x` → `/docs/x.md`. */
export function markdownPath(permalink: string): string {
  return `${permalink.replace(/\/$/, '') || '/index'}.md`;
}

/** The llms.txt index (https://llmstxt.org): title, summary, one section per docs version. */
export function toLlmsTxt(
  site: {title: string; tagline: string; url: string},
  docs: DocEntry[],
): string {
  const versions = [...new Set(docs.map((doc) => doc.version))];
  const sections = versions.map((version) => {
    const links = docs
      .filter((doc) => doc.version === version)
      .map(
        (doc) =>
          `- [${doc.title}](${site.url}${markdownPath(doc.permalink)})${doc.description ? `: ${doc.description}` : ''}`,
      );
    return `## Docs ${version}\n\n${links.join('\n')}`;
  });
  return `# ${site.title}\n\n> ${site.tagline}\n\n${sections.join('\n\n')}\n`;
}
