import type {Plugin} from '@docusaurus/types';

/**
 * Tells each bundle whether it is the server's: `process.env.TESSERA_SSR` is `true` in the server
 * build and `false` in the browser's, so code behind it is dropped from the browser bundle at
 * build time (islands render their component on the server only; see src/components/Island).
 */
export default function islandsPlugin(): Plugin {
  return {
    name: 'tessera-islands',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.DefinePlugin({
            'process.env.TESSERA_SSR': JSON.stringify(isServer),
          }),
        ],
      };
    },
  };
}
