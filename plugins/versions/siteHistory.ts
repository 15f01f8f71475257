// The API history of the site in `siteDir`, its current version read from the library's source
// where the site's build reads it (the same defaults as remark-site-data).
import path from 'node:path';
import {loadAllProps} from '../remark-site-data/props';
import {ApiHistory} from './history';

export function siteApiHistory(siteDir: string): ApiHistory {
  return new ApiHistory({
    siteDir,
    currentProps: () =>
      loadAllProps(
        siteDir,
        path.join(siteDir, 'packages/react/src'),
        path.join(siteDir, 'node_modules/.cache/tessera-site-data'),
      ),
  });
}
