// The candidate engines, each loading from what the browser would download and answering a query
// with result addresses in order.
import {createRequire, register} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {create, insertMultiple, load, save, search} from '@orama/orama';
import MiniSearch from 'minisearch';
import {loadIndexes, type IndexFileEntry} from '../../src/search/loadIndexes';
import {DocumentType, rankSearch, type SearchResult} from '../../src/search/rank';
import {BOOST, FIELDS, sectionsOf} from './documents';

export type Search = (query: string) => Promise<string[]> | string[];

export interface Engine {
  readonly name: string;
  /** What the browser downloads for this engine: the serialized index. */
  serialize(file: readonly IndexFileEntry[], fileText: string): Promise<string> | string;
  /** Makes it searchable from the download, as the browser would. */
  load(serialized: string): Promise<Search> | Search;
}

const hrefOf = ({document, type}: SearchResult) =>
  type === DocumentType.Title ? document.u : `${document.u}${document.h ?? ''}`;

export const pageRanking: Engine = {
  name: 'lunr, page ranking (rankSearch)',
  serialize: (_file, fileText) => fileText,
  load(serialized) {
    const indexes = loadIndexes(JSON.parse(serialized));
    return (query) => rankSearch(indexes, query, 100).map(hrefOf);
  },
};

/** The plugin's own worker, run in Node on the same index file: the ranking the site shipped. */
export function pluginRanking(siteDir: string): Engine {
  return {
    name: 'lunr, plugin ranking (before)',
    serialize: (_file, fileText) => fileText,
    async load(serialized) {
      register(pathToFileURL(path.join(siteDir, 'bench/search/generated-loader.mjs')).href, {
        data: {generatedDir: path.join(siteDir, '.docusaurus')},
      });
      // What the worker expects of a browser: a message port, an origin, and fetch for the index.
      Object.assign(globalThis, {
        addEventListener() {},
        location: {origin: 'http://bench.invalid'},
      });
      const realFetch = globalThis.fetch;
      globalThis.fetch = (async () => ({json: async () => JSON.parse(serialized)})) as never;
      const workerFile = createRequire(path.join(siteDir, 'package.json')).resolve(
        '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js',
      );
      const {SearchWorker} = await import(pathToFileURL(workerFile).href);
      const worker = new SearchWorker();
      // A context of its own per load, so the worker's cache never answers from another index.
      const context = `bench-${Math.random()}`;
      try {
        await worker.fetchIndexes('/', context);
      } finally {
        globalThis.fetch = realFetch;
      }
      return async (query) =>
        ((await worker.search('/', context, query, 100)) as SearchResult[]).map(hrefOf);
    },
  };
}

const miniSearchOptions = {fields: FIELDS, storeFields: ['href'], idField: 'id'};

export const miniSearch: Engine = {
  name: 'MiniSearch, section documents',
  serialize(file) {
    const index = new MiniSearch(miniSearchOptions);
    index.addAll(sectionsOf(file));
    return JSON.stringify(index);
  },
  load(serialized) {
    const index = MiniSearch.loadJSON(serialized, miniSearchOptions);
    return (query) =>
      index
        .search(query, {boost: BOOST, prefix: true, fuzzy: 0.2, combineWith: 'OR'})
        .map((hit) => String(hit.href));
  },
};

const oramaSchema = {
  href: 'string',
  title: 'string',
  description: 'string',
  heading: 'string',
  content: 'string',
} as const;

export const orama: Engine = {
  name: 'Orama, section documents',
  async serialize(file) {
    const db = create({schema: oramaSchema});
    await insertMultiple(
      db,
      sectionsOf(file).map(({id, ...section}) => ({...section, id: String(id)})),
    );
    return JSON.stringify(save(db));
  },
  load(serialized) {
    const db = create({schema: oramaSchema});
    load(db, JSON.parse(serialized));
    return async (query) => {
      const {hits} = await search(db, {
        term: query,
        properties: FIELDS,
        boost: BOOST,
        tolerance: 1,
        limit: 100,
      });
      return hits.map((hit) => hit.document.href as string);
    };
  },
};
