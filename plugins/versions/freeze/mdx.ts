// Freezes what a page takes from outside its own MDX, apart from props, examples and measured data
// (their own steps): a component page's title and description (from the catalogue, which the
// current docs read at build time), and the install commands' version; and drops the props
// playground, which runs the current library.
import fs from 'node:fs';
import path from 'node:path';
import {majorOf} from '../labels';
import {listFiles, rewritePages} from './files';
import type {FreezeHook} from './types';

interface CatalogueEntry {
  name: string;
  title: string;
  description: string;
}

const FRONT_MATTER = /^---\n([\s\S]*?\n)?---\n/;

/** Adds `title` and `description` to a page's front matter (JSON strings are valid YAML). */
export function stampFrontMatter(
  source: string,
  {title, description}: {title: string; description: string},
): string {
  const lines = `title: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(description)}\n`;
  const existing = FRONT_MATTER.exec(source);
  if (!existing) return `---\n${lines}---\n\n${source}`;
  return `---\n${lines}${source.slice(4)}`;
}

/**
 * Pins `<PackageManagerTabs />` to the version's major, so the frozen page installs what it documents
 * (`npm install @tessera-ui/react@2`), not the latest release.
 */
export function pinInstallCommands(source: string, major: number): string {
  return source.replace(
    /^(<PackageManagerTabs\b(?:(?!version=)[^>])*?)\s*\/>$/gm,
    `$1 version="${major}" />`,
  );
}

/**
 * Drops the props playground (its element, its import and its front matter): it renders and
 * exports the current library, which a frozen page must not, and the cut keeps no docgen data for
 * its controls. The page's examples stay, frozen by their own step.
 */
export function dropPlayground(source: string): string {
  const body = source
    .replace(/^import Playground from '[^']+';\n/m, '')
    .replace(/^<Playground\b[^>]*\/>\n(\n)?/m, '');
  return body.replace(FRONT_MATTER, (block) =>
    block.replace(/^playground:.*\n(?:[ \t]+.*\n|[ \t]*\n(?=[ \t]))*/m, ''),
  );
}

export const freezeMdx: FreezeHook = {
  name: 'mdx',
  summary:
    'component pages’ title and description from the catalogue; install commands pinned to the major; the props playground dropped',
  async run({siteDir, label, docsDir}) {
    const catalogue = new Map(
      (
        JSON.parse(
          fs.readFileSync(path.join(siteDir, 'showcase/components.json'), 'utf8'),
        ) as CatalogueEntry[]
      ).map((entry) => [entry.name, entry]),
    );
    const componentsDir = path.join(docsDir, 'components');
    const major = majorOf(label)!;
    const changed = rewritePages(siteDir, docsDir, (original, file) => {
      const source = dropPlayground(original);
      const slug = path.basename(file).replace(/\.mdx?$/, '');
      const entry =
        path.dirname(path.join(siteDir, file)) === componentsDir ? catalogue.get(slug) : undefined;
      const stamped =
        entry && !FRONT_MATTER.exec(source)?.[1]?.match(/^title:/m)
          ? stampFrontMatter(source, entry)
          : source;
      return pinInstallCommands(stamped, major);
    });
    // The page template is for writing current pages; a frozen version has no use for it.
    const templates = listFiles(docsDir, (name) => name === '_TEMPLATE.md');
    for (const template of templates) fs.rmSync(template);
    return [...changed, ...templates.map((file) => path.relative(siteDir, file))];
  },
};
