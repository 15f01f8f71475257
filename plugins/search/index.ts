import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import searchLocal from '@easyops-cn/docusaurus-search-local';
import {timed} from '../buildTiming';
import {indexExpandedCopy} from './indexCopy';

const SEARCH_LOCAL_CLIENT = `${path.sep}docusaurus-search-local${path.sep}dist${path.sep}client${path.sep}`;
const RANKED_SEARCH = path.resolve(__dirname, '../../src/search/searchByWorker.ts');

/**
 * The local search theme, its bar and results page answering from `rankSearch` (pages ranked by
 * what they are about, each once), indexing each props table's entries from the data the page serves
 * them as (see `searchEntries.ts`) rather than from markup every reader would download.
 */
export default function searchTheme(context: LoadContext, options: unknown): Plugin {
  const theme = searchLocal(context, options);
  const {postBuild} = theme;
  if (!postBuild) return theme;
  return {
    ...theme,
    configureWebpack(config, isServer, utils, content) {
      const own = theme.configureWebpack?.(config, isServer, utils, content) ?? {};
      return {
        ...own,
        plugins: [
          ...(own.plugins ?? []),
          new utils.currentBundler.instance.NormalModuleReplacementPlugin(
            /\/searchByWorker$/,
            (resource: {context?: string; request: string}) => {
              if (resource.context?.includes(SEARCH_LOCAL_CLIENT)) resource.request = RANKED_SEARCH;
            },
          ),
        ],
      };
    },
    postBuild: (props) =>
      timed('search index', () =>
        indexExpandedCopy(props.outDir, async (copyDir) => {
          await postBuild({...props, outDir: copyDir});
        }),
      ),
  };
}

export {validateOptions} from '@easyops-cn/docusaurus-search-local';
