import {useCallback, useMemo} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  filtersToSearch,
  parseFilters,
  type ShowcaseFilters,
} from '@site/plugins/showcase/src/client';

/**
 * Filters read from and written to the query string. The static HTML (and hydration) show every
 * showcase; the browser then applies the query, so server and client markup always agree.
 */
export function useShowcaseFilters(known: {categories: string[]; components: string[]}) {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const search = isBrowser ? location.search : '';
  const filters = useMemo(() => parseFilters(search, known), [search, known]);

  const setFilters = useCallback(
    (next: ShowcaseFilters) => {
      history.replace({...location, search: filtersToSearch(next, location.search)});
    },
    [history, location],
  );
  return {filters, setFilters, currentUrl: `${location.pathname}${search}`};
}
