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
 * second time). Settles when this call's scripts have run (or failed to); never rejects.
 */
export function installChunks(load: () => Promise<unknown>): Promise<void> {
  if (typeof __webpack_chunk_load__ !== 'function') return Promise.resolve();
  const loadChunk = __webpack_chunk_load__;
  const chunks = prefetchChunks(load).filter(({id}) => !started.has(id));
  for (const {id} of chunks) started.add(id);
  const next = (index: number): Promise<void> => {
    const chunk = chunks[index];
    if (chunk === undefined) return Promise.resolve();
    const {id, fetched} = chunk;
    return fetched
      .then(() => new Promise<void>((resolve) => whenIdle(resolve)))
      .then(() =>
        // A failure here costs nothing: the reader's click asks for the chunk again, with a retry.
        loadChunk(id).then(
          () => undefined,
          () => void started.delete(id),
        ),
      )
      .then(() => next(index + 1));
  };
  return next(0);
}
