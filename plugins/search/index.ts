import type {LoadContext, Plugin} from '@docusaurus/types';
import searchLocal from '@easyops-cn/docusaurus-search-local';
import {timed} from '../buildTiming';
import {indexExpandedCopy} from './indexCopy';

/**
 * The local search theme, indexing each props table's entries from the data the page serves
 * them as (see `searchEntries.ts`) rather than from markup every reader would download.
 */
export default function searchTheme(context: LoadContext, options: unknown): Plugin {
  const theme = searchLocal(context, options);
  const {postBuild} = theme;
  if (!postBuild) return theme;
  return {
    ...theme,
    postBuild: (props) =>
      timed('search index', () =>
        indexExpandedCopy(props.outDir, async (copyDir) => {
          await postBuild({...props, outDir: copyDir});
        }),
      ),
  };
}

export {validateOptions} from '@easyops-cn/docusaurus-search-local';
