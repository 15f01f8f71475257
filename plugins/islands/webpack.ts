import type {Plugin} from '@docusaurus/types';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;

// The component library and React Aria under it. Docusaurus moves modules that over half of the
// chunks use into `common`, which every page loads; with examples as islands, that would put the
// whole library back into every first load.
const UI_MODULES =
  /[\\/]node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@internationalized)[\\/]|[\\/]packages[\\/]react[\\/]src[\\/]/;

/**
 * - `process.env.TESSERA_SSR` is `true` in the server build and `false` in the browser's, so code
 *   behind it (an island's server-only component) is dropped from the browser bundle;
 * - the library gets one chunk of its own, loaded with the first island (or page) that needs it.
 */
export const configureWebpack: ConfigureWebpack = (_config, isServer, {currentBundler}) => {
  const define = new currentBundler.instance.DefinePlugin({
    'process.env.TESSERA_SSR': JSON.stringify(isServer),
  });
  if (isServer) return {plugins: [define]};
  return {
    plugins: [define],
    optimization: {
      splitChunks: {
        cacheGroups: {
          ui: {test: UI_MODULES, name: 'ui', chunks: 'async', priority: 45, enforce: true},
        },
      },
    },
  };
};
