// Writes /llms.txt and a Markdown twin of every doc page (`/docs/x.md`) into the build output.
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {markdownPath, toLlmsTxt, toMarkdown, type DocEntry} from './markdown';

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
          await fs.writeFile(target, toMarkdown(doc, await fs.readFile(doc.sourcePath, 'utf8')));
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
