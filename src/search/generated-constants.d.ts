// What the search plugin generates at build time and its client reads; the worker reads it too.
declare module '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js' {
  /** The index file's address under the base URL, `{dir}` standing for the docs version. */
  export const searchIndexUrl: string;
}
