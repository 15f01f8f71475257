// What webpack's runtime provides to a module in the browser build, stood in for in tests: the
// chunk loader a dynamic import calls for each chunk it needs, and the script file of each chunk.

type ChunkLoad = (id: string | number) => Promise<unknown>;

export const runtime = globalThis as unknown as {
  __webpack_chunk_load__?: ChunkLoad;
  __webpack_get_script_filename__?: (id: string | number) => string;
  __webpack_public_path__?: string;
};

/** What `import('./x')` compiles to: a load of each of its chunks, then the module. */
export const importOf = (ids: number[], evaluate: () => void) => () =>
  Promise.all(ids.map((id) => runtime.__webpack_chunk_load__!(id))).then(evaluate);

/** Stands in for the runtime: `loadChunk` loads chunks, `fileOf` names each chunk's script. */
export function standInRuntime(
  loadChunk: ChunkLoad,
  fileOf: (id: string | number) => string = (id) => `assets/js/${id}.abc.js`,
): void {
  runtime.__webpack_chunk_load__ = loadChunk;
  runtime.__webpack_get_script_filename__ = fileOf;
  runtime.__webpack_public_path__ = '/';
}

/** Takes the stand-in away: what a module sees outside a webpack build. */
export function removeRuntime(): void {
  delete runtime.__webpack_chunk_load__;
  delete runtime.__webpack_get_script_filename__;
  delete runtime.__webpack_public_path__;
}
