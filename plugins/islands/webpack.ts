import type {Plugin} from '@docusaurus/types';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;

// The component library and React Aria under it. Docusaurus moves modules that over half of the
// chunks use into `common`, which every page loads; with examples as islands, that would put the
// library back into every first load, so they get a group of their own, only for async chunks.
const UI_MODULES =
  /[\\/]node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@internationalized)[\\/]|[\\/]packages[\\/]react[\\/]src[\\/]/;

// Docusaurus's `common` chunk (modules over half the pages use: doc-page code) minus the one hook the
// home page shares with doc pages, which would make the home page load all of `common` (13.5 kB) for
// 0.3 kB: it stays in the chunks that use it instead.
const NOT_COMMON = /^(?!.*[\\/]src[\\/]utils[\\/]useDocPaths\.ts$)/;

// What showcase pages share with doc pages: the code block (Docusaurus's, our highlighted content
// and the frame that collapses it) and the related cards' client. In `common`, it made a showcase
// page load all of the doc pages' shared code (14.9 kB) for half of it; in a chunk of its own, a
// doc page loads both, and a showcase page this one. tests/e2e/showcase.spec.ts checks that a
// showcase page loads no `common`: a module it comes to share with doc pages belongs here.
const SHOWCASE_SHARED = new RegExp(
  [
    String.raw`node_modules[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]`,
    String.raw`node_modules[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Icon[\\/]`,
    String.raw`node_modules[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/](hooks[\\/](usePrismTheme|useMutationObserver|useCodeWordWrap)|utils[\\/]codeBlockUtils)\.js$`,
    String.raw`node_modules[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]BrowserOnly\.js$`,
    String.raw`node_modules[\\/](parse-numeric-range|use-sync-external-store)[\\/]`,
    String.raw`[\\/]src[\\/]theme[\\/]CodeBlock[\\/]`,
    String.raw`[\\/]src[\\/]components[\\/]CollapsibleCode[\\/]`,
    String.raw`[\\/]src[\\/]utils[\\/]codeTokens\.ts$`,
    String.raw`[\\/]src[\\/]islands[\\/]ServerHtml[\\/]`,
    String.raw`[\\/]plugins[\\/]showcase[\\/]src[\\/]`,
  ].join('|'),
);

/**
 * - `process.env.TESSERA_SSR` is `true` in the server build and `false` in the browser's, so code
 *   behind it (an island's server-only component) is dropped from the browser bundle;
 * - the library is split by use: modules shared by examples go into chunks keyed by the examples
 *   that share them, so an example's first interaction loads its own components and the parts of
 *   React Aria they need, not the whole library. Shared pieces under 100 kB of source (about
 *   20 kB minified) stay in each example's chunk instead: on a slow network each request costs a
 *   round trip, more than those bytes do twice. With a 10 kB floor the Button example took eight
 *   requests, and its first interaction was slower than with the whole library in one chunk.
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
          common: {test: NOT_COMMON},
          showcaseShared: {
            name: 'showcase-shared',
            test: SHOWCASE_SHARED,
            chunks: 'async',
            minChunks: 2,
            priority: 41,
            enforce: true,
          },
          ui: {test: UI_MODULES, chunks: 'async', priority: 45, minChunks: 2, minSize: 100_000},
        },
      },
    },
  };
};
