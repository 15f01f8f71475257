import * as Comlink from 'comlink';
import {searchIndexUrl} from '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js';
import {rankSearch, type LoadedIndex, type SearchResult} from './rank';
import {loadIndexes} from './loadIndexes';

const loaded = new Map<string, Promise<LoadedIndex[]>>();

/** The index file of one docs version, as the search plugin names it. */
function indexUrl(baseUrl: string, searchContext: string): string {
  const dir = searchContext ? `-${searchContext.replace(/\//g, '-')}` : '';
  const url = `${baseUrl}${searchIndexUrl.replace('{dir}', dir)}`;
  if (new URL(url, location.origin).origin !== location.origin)
    throw new Error(`search index ${url} is not on this site`);
  return url;
}

function indexesAt(url: string): Promise<LoadedIndex[]> {
  let indexes = loaded.get(url);
  if (!indexes) {
    indexes = fetch(url)
      .then((response) => response.json())
      .then(loadIndexes);
    loaded.set(url, indexes);
  }
  return indexes;
}

/** Loads each version's index once and answers queries from it, off the main thread. */
export class SearchWorker {
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await indexesAt(indexUrl(baseUrl, searchContext));
  }

  async search(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<SearchResult[]> {
    return rankSearch(await indexesAt(indexUrl(baseUrl, searchContext)), input, limit);
  }
}

Comlink.expose(SearchWorker);
