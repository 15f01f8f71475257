// The shape the bundle-size build step (plugins/remark-site-data/bundleSizes.ts) injects into pages.

/** Bytes, min+gzip, of a consumer bundle that imports one component's exports and nothing else. */
export interface BundleSizeData {
  /** The component's runtime exports (its entry point's), imported by name from the root entry. */
  names: string[];
  /** The whole bundle, react and react-dom excluded. */
  gzip: number;
  /** The part of `gzip` that is Tessera UI's own code. */
  own: number;
  /** The rest, by dependency ("React Aria" or an npm package name), largest first. */
  dependencies: {name: string; gzip: number}[];
}
