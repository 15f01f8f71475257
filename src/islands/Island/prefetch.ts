// Fetching an island's code before the reader reaches for it, without running it. On a slow
// network a first click otherwise waits a round trip for the chunks (165 ms or more on a Fast 4G
// phone) before their code can run; fetched ahead (as the island nears the viewport), the click
// costs only running the code. A `<link rel="prefetch">` only fills the HTTP cache: nothing is
// parsed or run on the main thread (install.ts runs the scripts later, in idle time). All CSS is
// in the site's stylesheet, so an island's chunks are scripts only.
//
// Which chunks a dynamic import needs is known only to webpack's runtime, which asks
// `__webpack_chunk_load__` for each as the import starts (synchronously). Webpack lets modules
// replace that function (its module API); for the duration of one call of the loader, a stand-in
// records the chunk ids and loads nothing, so the import stays pending and no module runs.

declare let __webpack_chunk_load__: ((chunkId: string | number) => Promise<unknown>) | undefined;
declare const __webpack_get_script_filename__: (chunkId: string | number) => string;
declare const __webpack_public_path__: string;

/** A script linked for prefetch: its link, and when the browser has fetched it (or failed to). */
interface Prefetch {
  link?: HTMLLinkElement;
  fetched: Promise<void>;
}

/** Each script linked for prefetch, by its address. */
const prefetched = new Map<string, Prefetch>();

/** Nothing to fetch: a chunk with no script, or one the page has fetched already. */
const NOTHING: Prefetch = {fetched: Promise.resolve()};

/** The chunk ids `load` would fetch; empty outside a webpack build (tests, the server). */
function chunksOf(load: () => Promise<unknown>): (string | number)[] {
  if (typeof __webpack_chunk_load__ !== 'function') return [];
  const original = __webpack_chunk_load__;
  const ids: (string | number)[] = [];
  __webpack_chunk_load__ = (id) => {
    ids.push(id);
    return new Promise(() => undefined);
  };
  try {
    // Never settles: its chunks are never "loaded", so nothing it imports runs.
    void load().catch(() => undefined);
  } finally {
    __webpack_chunk_load__ = original;
  }
  return ids;
}

// The runtime names a chunk's script by its content hash. A chunk with no script of its own (the
// site's stylesheet, already loaded) has no hash, and no file to fetch.
const NO_SCRIPT = /\.undefined\.js$/;

/**
 * Asks the browser to fetch chunk `id`'s script at idle priority, once; `fetched` settles when it
 * has (or could not). A chunk with no script settles at once, and has no link.
 */
function prefetchChunk(id: string | number): Prefetch {
  const file = __webpack_get_script_filename__(id);
  const href = __webpack_public_path__ + file;
  if (NO_SCRIPT.test(file)) return NOTHING;
  // A script the page fetched already (a route's own chunk, such as `common`, which an import from
  // the page's MDX lists too): fetching it again would only download it twice. Webpack removes its
  // script elements once they ran; the resource timeline keeps what was fetched.
  const url = new URL(href, document.baseURI).href;
  if (performance.getEntriesByName(url, 'resource').length > 0) return NOTHING;
  let prefetch = prefetched.get(href);
  if (!prefetch) {
    const link = document.createElement('link');
    link.setAttribute('rel', 'prefetch');
    link.setAttribute('as', 'script');
    link.setAttribute('href', href);
    const fetched = new Promise<void>((resolve) => {
      link.addEventListener('load', () => resolve(), {once: true});
      link.addEventListener('error', () => resolve(), {once: true});
    });
    prefetch = {link, fetched};
    prefetched.set(href, prefetch);
    document.head.append(link);
  }
  return prefetch;
}

/** A chunk `load` would load, and when the browser has fetched its script (or could not). */
export interface PrefetchedChunk {
  id: string | number;
  fetched: Promise<void>;
  /** Marks its prefetch link, if it has one, as a script that will run ahead (install.ts). */
  markRunAhead: () => void;
}

/** Asks the browser to fetch, at idle priority, the scripts `load` would load. */
export function prefetchChunks(load: () => Promise<unknown>): PrefetchedChunk[] {
  return chunksOf(load).map((id) => {
    const {link, fetched} = prefetchChunk(id);
    return {id, fetched, markRunAhead: () => link?.setAttribute('data-run-ahead', '')};
  });
}

/**
 * Fetches the scripts `load` would load, without running them; settles once the browser has
 * (`true`; outside a webpack build, at once). What an island whose code waits for the reader,
 * unrun, fetches ahead.
 */
export function fetchScripts(load: () => Promise<unknown>): Promise<boolean> {
  return Promise.all(prefetchChunks(load).map(({fetched}) => fetched)).then(() => true);
}
