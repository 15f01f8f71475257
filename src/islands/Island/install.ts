// Running an island's scripts before the reader reaches for it, without running its modules. A
// prefetched chunk still costs a round trip through the HTTP cache when the click asks for it: on
// a phone-class CPU (4× throttled Chromium) 70–110 ms between the request and the script running,
// most of the first click's wait. Run ahead, a chunk's script only hands webpack's runtime its
// module factories (the browser parses it; no module runs), so the click's import finds every
// chunk in place and goes straight to running the example.

import {prefetchChunks} from './prefetch';
import {whenIdle} from './whenIdle';

declare const __webpack_chunk_load__: ((chunkId: string | number) => Promise<unknown>) | undefined;

const started = new Set<string | number>();

/**
 * Prefetches the scripts `load` would load, and runs them one per idle period after the page's
 * `load` event, each once its prefetch is done (so that it comes from the cache, not the network a
 * second time). Settles, never rejecting, once this call's scripts have run: `true` if every one
 * did, `false` if one could not be fetched (the network is gone, or a deploy removed it).
 */
export function installChunks(load: () => Promise<unknown>): Promise<boolean> {
  // Outside a webpack build (tests, the server), the code is in place already.
  if (typeof __webpack_chunk_load__ !== 'function') return Promise.resolve(true);
  const loadChunk = __webpack_chunk_load__;
  const chunks = prefetchChunks(load).filter(({id}) => !started.has(id));
  for (const {id, markRunAhead} of chunks) {
    started.add(id);
    // For whoever checks the page: which fetched scripts run ahead (others wait for the reader).
    markRunAhead();
  }
  let complete = true;
  const next = (index: number): Promise<boolean> => {
    const chunk = chunks[index];
    if (chunk === undefined) return Promise.resolve(complete);
    const {id, fetched} = chunk;
    return fetched
      .then(() => new Promise<void>((resolve) => whenIdle(resolve)))
      .then(() =>
        // A failure here costs nothing: the reader's click asks for the chunk again, with a retry.
        loadChunk(id).then(
          () => undefined,
          () => {
            started.delete(id);
            complete = false;
          },
        ),
      )
      .then(() => next(index + 1));
  };
  return next(0);
}
