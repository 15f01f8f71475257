// Component pages take their title and description from the component catalogue, the one place they
// are written, so the page, its sidebar entry, search, llms.txt and the related-component cards
// always say the same thing.
import fs from 'node:fs';
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import type {ComponentEntry} from './types';

export interface CatalogueFrontMatterOptions {
  siteDir: string;
  /** The component catalogue, relative to the site. @default 'showcase/components.json' */
  componentsFile?: string;
  /** The folder of the current component pages, relative to the site. @default 'docs/components' */
  pagesDir?: string;
}

/** Page files in `pagesDir` that are not component pages. */
const NOT_COMPONENT_PAGES = new Set(['overview']);

/** A `markdown.parseFrontMatter` hook that fills in each component page's title and description. */
export function catalogueFrontMatter({
  siteDir,
  componentsFile = 'showcase/components.json',
  pagesDir = 'docs/components',
}: CatalogueFrontMatterOptions): ParseFrontMatter {
  const pages = path.join(siteDir, pagesDir);
  let entries: Map<string, ComponentEntry> | undefined;
  const catalogue = () =>
    (entries ??= new Map(
      (
        JSON.parse(fs.readFileSync(path.join(siteDir, componentsFile), 'utf8')) as ComponentEntry[]
      ).map((entry) => [entry.name, entry]),
    ));

  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const file = path.relative(pages, params.filePath);
    const slug = /^([a-z0-9-]+)\.mdx?$/.exec(file)?.[1];
    if (!slug || NOT_COMPONENT_PAGES.has(slug)) return result;

    const page = `${pagesDir}/${file}`;
    for (const key of ['title', 'description'] as const) {
      if (key in result.frontMatter) {
        throw new Error(
          `${page} sets "${key}" in its front matter, but ${componentsFile} is the one place for a component's ${key}: remove it from the page.`,
        );
      }
    }
    const entry = catalogue().get(slug);
    if (!entry) {
      throw new Error(
        `${page} has no entry in ${componentsFile}: add one with "name": "${slug}" (title, description, category, related).`,
      );
    }
    result.frontMatter = {
      ...result.frontMatter,
      title: entry.title,
      description: entry.description,
    };
    return result;
  };
}
