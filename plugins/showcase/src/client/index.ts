// Browser-side helpers of the showcase plugin, for its theme components and for swizzled ones.
import {usePluginData} from '@docusaurus/useGlobalData';
import type {ShowcaseGlobalData} from '../types';

export {isSafeReturnUrl, resolveReturnUrl, withReturnUrl} from './returnUrl';
export {findRelatedComponents, findRelatedShowcases} from './related';
export {
  categoriesOf,
  categorySlug,
  filterShowcases,
  filtersToSearch,
  parseFilters,
} from './filters';
export type {ShowcaseFilters} from './filters';
export {useDocPaths} from './useDocPaths';
export {useReturnUrl} from './useReturnUrl';
export type {ShowcaseGlobalData} from '../types';

export function useShowcaseGlobalData(): ShowcaseGlobalData {
  return usePluginData('docusaurus-plugin-showcase') as ShowcaseGlobalData;
}
