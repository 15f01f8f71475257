// Every example module in the docs is also served as JavaScript, generated at build time from its
// `.tsx` file: `import('./x.tsx?example-js')` (added by the islands' remark step as Example's
// `loadJs`) gives `{source, tokens}`, in a chunk of its own that only readers who pick JavaScript
// load. The Markdown twins and the MCP server read the `.tsx` files and keep TypeScript.
import type {Plugin} from '@docusaurus/types';

export const EXAMPLE_JS_QUERY = 'example-js';

export default function exampleJsPlugin(): Plugin {
  return {
    name: 'tessera-example-js',
    configureWebpack(_config, isServer) {
      // The server never renders JavaScript versions (the remark step gives it no `loadJs`).
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              resourceQuery: new RegExp(`(^|[?&])${EXAMPLE_JS_QUERY}($|&)`),
              // Before the TypeScript loader, which then compiles plain JavaScript.
              enforce: 'pre',
              use: [{loader: require.resolve('./loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
