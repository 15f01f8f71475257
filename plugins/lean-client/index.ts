import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const UTILS_COMMON = `${path.sep}@docusaurus${path.sep}utils-common${path.sep}`;
const IMPORT_DEFAULT_ONLY = path.join(__dirname, 'tslib-import-default.mjs');

/**
 * Trims what every page's first load carries. `@docusaurus/utils-common` (in the main bundle)
 * `require`s all of tslib (~3 kB gzip, not tree-shakeable through `require`) for one helper,
 * `__importDefault`; that package alone gets a module with just that helper. Any other module
 * asking for tslib still gets the real one.
 */
export default function leanClientPlugin(): Plugin {
  return {
    name: 'tessera-lean-client',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^tslib$/,
            (resource: {context?: string; request: string}) => {
              if (resource.context?.includes(UTILS_COMMON)) resource.request = IMPORT_DEFAULT_ONLY;
            },
          ),
        ],
      };
    },
  };
}
