// Freezes the Markdown twins (`/docs/2.x/x.md`, listed in /llms.txt) as the llms-txt plugin renders
// them at the cut, after the other steps, so they carry the static examples. The plugin serves
// these files for the version instead of rendering its pages again.
import fs from 'node:fs';
import path from 'node:path';
import {
  createExcerpt,
  DEFAULT_PARSE_FRONT_MATTER,
  parseMarkdownContentTitle,
} from '@docusaurus/utils';
import {toMarkdown} from '@tessera-ui/registry/markdown';
import {siteRenderers} from '../../llms-txt/renderers';
import {loadShowcaseCards} from '../../llms-txt/siteData';
import {isDocPage, listFiles} from './files';
import type {FreezeHook} from './types';

/** Where the frozen Markdown of a versioned doc source lives, or undefined for a current doc. */
export function frozenMarkdownPath(siteDir: string, sourcePath: string): string | undefined {
  const relative = path.relative(path.join(siteDir, 'versioned_docs'), sourcePath);
  const match = /^version-([^/\\]+)[/\\](.+)\.mdx?$/.exec(relative);
  if (!match) return undefined;
  return path.join(siteDir, 'versioned_artifacts', `version-${match[1]}`, 'llms', `${match[2]}.md`);
}

/** Title and description as Docusaurus derives them: front matter, else the first heading and excerpt. */
export async function docSummary(
  source: string,
  file: string,
): Promise<{title: string; description: string}> {
  const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({
    filePath: file,
    fileContent: source,
  });
  const title =
    (frontMatter.title as string | undefined) ??
    parseMarkdownContentTitle(content).contentTitle ??
    path.basename(file).replace(/\.mdx?$/, '');
  const description =
    (frontMatter.description as string | undefined) ?? createExcerpt(content) ?? '';
  return {title, description};
}

export const freezeLlmsMarkdown: FreezeHook = {
  name: 'llms',
  summary: 'Markdown twins of the pages → versioned_artifacts/version-<label>/llms/',
  async run({siteDir, docsDir, label}) {
    const written: string[] = [];
    // The cut's own bundle sizes and tokens (the page-data step ran first), never the current
    // ones; links are root-relative, as the site's address may change after the cut.
    const renderers = siteRenderers(
      {siteDir, siteUrl: '', showcase: await loadShowcaseCards(siteDir), bundleSizes: {}},
      label,
    );
    for (const file of listFiles(docsDir, isDocPage)) {
      const source = fs.readFileSync(file, 'utf8');
      const target = frozenMarkdownPath(siteDir, file)!;
      fs.mkdirSync(path.dirname(target), {recursive: true});
      const where = path.relative(siteDir, file);
      fs.writeFileSync(
        target,
        toMarkdown(await docSummary(source, file), source, {renderers, where}),
      );
      written.push(path.relative(siteDir, target));
    }
    return written;
  },
};
