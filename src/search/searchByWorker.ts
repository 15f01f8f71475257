import * as Comlink from 'comlink';
import type {SearchWorker} from './worker';
import type {SearchResult} from './rank';

/**
 * Stands in for the search plugin's module of the same name (swapped in by the search theme's
 * bundler setting), so its bar and its results page rank with `rankSearch`.
 */
let remote: Promise<Comlink.Remote<SearchWorker>> | undefined;

function worker(): Promise<Comlink.Remote<SearchWorker>> {
  remote ??= (async () => {
    const Remote = Comlink.wrap<typeof SearchWorker>(
      new Worker(new URL('./worker.ts', import.meta.url)),
    );
    return new Remote();
  })();
  return remote;
}

/** The index exists only in a production build; elsewhere there is nothing to search. */
const hasIndex = () => process.env.NODE_ENV === 'production';

export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  if (hasIndex()) await (await worker()).fetchIndexes(baseUrl, searchContext);
}

export async function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<SearchResult[]> {
  return hasIndex() ? (await worker()).search(baseUrl, searchContext, input, limit) : [];
}
