// Browser-side helpers of the showcase plugin, for its theme components and for swizzled ones.
// The related cards' data is a module of its own (`RELATED_CARDS_MODULE`), which `useRelatedCards`
// loads only where the cards render in the browser.
export {isSafeReturnUrl, resolveReturnUrl, withReturnUrl} from './returnUrl';
export {findRelatedComponents, findRelatedShowcases} from './related';
export {RelatedCardsBoundary, useRelatedCards} from './relatedCardsData';
export {
  categoriesOf,
  categorySlug,
  filterShowcases,
  filtersToSearch,
  parseFilters,
} from './filters';
export type {ShowcaseFilters} from './filters';
export {useDocPaths} from '../../../../src/utils/useDocPaths';
export {useReturnUrl} from './useReturnUrl';
export type {RelatedCardsData} from '../types';
