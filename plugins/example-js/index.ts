// Every example module in the docs is also served as JavaScript, generated at build time from its
// `.tsx` file: `require('./x.tsx?example-js')` (added by the islands' remark step as Example's
// `jsUrl`, in the browser's build only) is the URL of a static JSON file, `{source, tokens}`,
// emitted as `assets/example-js/x.<hash>.json`, that Example fetches when the reader first picks
// JavaScript. A file rather than a chunk: every async chunk is an entry in the chunk map of the
// bundler's runtime, which every page loads, and one per example added 2.6 kB gzip to it. The
// Markdown twins and the MCP server read the `.tsx` files and keep TypeScript.
import type {Plugin} from '@docusaurus/types';

export const EXAMPLE_JS_QUERY = 'example-js';

export default function exampleJsPlugin(): Plugin {
  return {
    name: 'tessera-example-js',
    configureWebpack(_config, isServer) {
      // The server never renders JavaScript versions (the remark step gives it no `jsUrl`).
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              resourceQuery: new RegExp(`(^|[?&])${EXAMPLE_JS_QUERY}($|&)`),
              // The file is the loader's JSON as it is, and the module a URL to it.
              type: 'asset/resource',
              generator: {filename: 'assets/example-js/[name].[contenthash:8].json'},
              // First of all loaders, whose pitch answers for the whole chain: the loaders the
              // `.tsx` file also matches (the TypeScript compiler) never run, on it or on the JSON.
              enforce: 'post',
              use: [{loader: require.resolve('./loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
