// Writes /llms.txt and a Markdown twin of every doc page (`/docs/x.md`) into the build output, with
// the code of the page's examples in place of the live examples. A cut docs version's twins are the
// ones its cut froze (plugins/versions/freeze/llms.ts), when there.
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {relativeImportReader} from '@tessera-ui/registry';
import {markdownPath, toLlmsTxt, toMarkdown, type DocEntry} from '@tessera-ui/registry/markdown';
import {frozenMarkdownPath} from '../versions/freeze/llms';

/** The twin a cut froze for the doc, else the doc rendered now. */
async function twinOf(siteDir: string, doc: DocEntry): Promise<string> {
  const frozen = frozenMarkdownPath(siteDir, doc.sourcePath);
  const text = frozen && (await fs.readFile(frozen, 'utf8').catch(() => undefined));
  const source = await fs.readFile(doc.sourcePath, 'utf8');
  return text ?? toMarkdown(doc, source, relativeImportReader(doc.sourcePath));
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
    async postBuild({outDir, siteConfig}) {
      await Promise.all(
        docs.map(async (doc) => {
          const target = path.join(outDir, markdownPath(doc.permalink));
          await fs.mkdir(path.dirname(target), {recursive: true});
          await fs.writeFile(target, await twinOf(context.siteDir, doc));
        }),
      );
      const site = {
        title: siteConfig.title,
        tagline: siteConfig.tagline,
        url: siteConfig.url.replace(/\/$/, ''),
      };
      await fs.writeFile(path.join(outDir, 'llms.txt'), toLlmsTxt(site, docs));
    },
  };
}
