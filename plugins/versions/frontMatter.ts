// Gives every component page, current or cut, `available_since`: the first release of its module
// (`button`), from the docs versions' props snapshots. The page shows it under its title
// (src/theme/DocItem/Content), and search or the changelog can read it from the page's metadata.
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {ApiHistory, type Arrival} from './history';
import {versionOfFile} from './labels';

/** Files in a components folder that are not component pages. */
const NOT_COMPONENT_PAGES = new Set(['overview']);

/** `available_since` in a component page's front matter. */
export type AvailableSince = Arrival;

/** The module a docs file documents, or undefined when it is not a component page. */
export function componentPageModule(siteDir: string, filePath: string): string | undefined {
  const version = versionOfFile(filePath);
  const folder = version
    ? path.join(siteDir, 'versioned_docs', `version-${version}`, 'components')
    : path.join(siteDir, 'docs', 'components');
  const slug = /^([a-z0-9-]+)\.mdx?$/.exec(path.relative(folder, filePath))?.[1];
  return slug && !NOT_COMPONENT_PAGES.has(slug) ? slug : undefined;
}

/** Wraps a `markdown.parseFrontMatter` hook to add `available_since` to component pages. */
export function withAvailableSince(siteDir: string, parse: ParseFrontMatter): ParseFrontMatter {
  let history: ApiHistory | undefined;
  return async (params) => {
    const result = await parse(params);
    const module = componentPageModule(siteDir, params.filePath);
    if (module === undefined) return result;
    // Only snapshots are read: the current page's own module counts as present in the current docs.
    history ??= new ApiHistory({siteDir, currentProps: () => ({})});
    const since: AvailableSince = history.moduleSince(module, versionOfFile(params.filePath));
    result.frontMatter = {...result.frontMatter, available_since: since};
    return result;
  };
}
