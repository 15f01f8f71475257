// What webpack's runtime provides to a module in the browser build, stood in for in tests: the
// chunk loader a dynamic import calls for each chunk it needs, and the script file of each chunk;
// and the browser's resource timeline of what the page fetched, which jsdom does not keep.

type ChunkLoad = (id: string | number) => Promise<unknown>;

export const runtime = globalThis as unknown as {
  __webpack_chunk_load__?: ChunkLoad;
  __webpack_get_script_filename__?: (id: string | number) => string;
  __webpack_public_path__?: string;
};

/** What `import('./x')` compiles to: a load of each of its chunks, then the module. */
export const importOf = (ids: number[], evaluate: () => void) => () =>
  Promise.all(ids.map((id) => runtime.__webpack_chunk_load__!(id))).then(evaluate);

/** The URLs the stand-in resource timeline says the page fetched; `standInRuntime` empties it. */
export const fetchedUrls = new Set<string>();

/** Stands in for the runtime: `loadChunk` loads chunks, `fileOf` names each chunk's script. */
export function standInRuntime(
  loadChunk: ChunkLoad,
  fileOf: (id: string | number) => string = (id) => `assets/js/${id}.abc.js`,
): void {
  runtime.__webpack_chunk_load__ = loadChunk;
  runtime.__webpack_get_script_filename__ = fileOf;
  runtime.__webpack_public_path__ = '/';
  fetchedUrls.clear();
  Object.defineProperty(performance, 'getEntriesByName', {
    configurable: true,
    value: (name: string) => (fetchedUrls.has(name) ? [{name, entryType: 'resource'}] : []),
  });
}

/** Takes the stand-in away: what a module sees outside a webpack build. */
export function removeRuntime(): void {
  delete runtime.__webpack_chunk_load__;
  delete runtime.__webpack_get_script_filename__;
  delete runtime.__webpack_public_path__;
}
