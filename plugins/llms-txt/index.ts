// Writes /llms.txt and a Markdown twin of every doc page (`/docs/x.md`) into the build output, with
// the code of the page's examples in place of the live examples. A cut docs version's twins are the
// ones its cut froze (plugins/versions/freeze/llms.ts), when there.
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {relativeImportReader} from '@tessera-ui/registry';
import {markdownPath, toLlmsTxt, toMarkdown, type DocEntry} from '@tessera-ui/registry/markdown';
import {frozenMarkdownPath} from '../versions/freeze/llms';
import {versionOfFile} from '../versions/labels';
import {siteRenderers, type SiteData} from './renderers';
import {loadSiteData} from './siteData';
import {timed} from '../buildTiming';

/** The twin a cut froze for the doc, else the doc rendered now. */
async function twinOf(data: SiteData, doc: DocEntry): Promise<string> {
  const frozen = frozenMarkdownPath(data.siteDir, doc.sourcePath);
  const text = frozen && (await fs.readFile(frozen, 'utf8').catch(() => undefined));
  if (text) return text;
  const source = await fs.readFile(doc.sourcePath, 'utf8');
  const where = path.relative(data.siteDir, doc.sourcePath);
  try {
    return toMarkdown(doc, source, {
      readImport: relativeImportReader(doc.sourcePath),
      renderers: siteRenderers(data, versionOfFile(doc.sourcePath)),
      where,
    });
  } catch (error) {
    const message = (error as Error).message;
    throw new Error(`[llms-txt] ${message.startsWith(where) ? message : `${where}: ${message}`}`, {
      cause: error,
    });
  }
}

interface LoadedDoc {
  title: string;
  description: string;
  permalink: string;
  source: string;
  unlisted?: boolean;
  draft?: boolean;
}

interface DocsContent {
  loadedVersions: {label: string; docs: LoadedDoc[]}[];
}

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  let docs: DocEntry[] = [];
  return {
    name: 'llms-txt',
    allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as
        DocsContent | undefined;
      docs = (docsContent?.loadedVersions ?? []).flatMap((version) =>
        version.docs
          .filter((doc) => !doc.unlisted && !doc.draft)
          .map((doc) => ({
            title: doc.title,
            description: doc.description,
            permalink: doc.permalink,
            sourcePath: path.join(context.siteDir, doc.source.replace(/^@site\//, '')),
            version: version.label,
          })),
      );
    },
    postBuild(props) {
      return timed('llms.txt', async () => {
        const {outDir, siteConfig} = props;
        const site = {
          title: siteConfig.title,
          tagline: siteConfig.tagline,
          url: siteConfig.url.replace(/\/$/, ''),
        };
        const data = await loadSiteData(context.siteDir, site.url);
        await Promise.all(
          docs.map(async (doc) => {
            const target = path.join(outDir, markdownPath(doc.permalink));
            await fs.mkdir(path.dirname(target), {recursive: true});
            await fs.writeFile(target, await twinOf(data, doc));
          }),
        );
        await fs.writeFile(path.join(outDir, 'llms.txt'), toLlmsTxt(site, docs));
      });
    },
  };
}
