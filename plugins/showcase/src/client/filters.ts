// The index page's filters live in the query string (`?category=commerce&component=radio-group`)
// so a filtered view can be shared and survives a reload.
import type {ShowcaseCardData} from '../types';

export interface ShowcaseFilters {
  category?: string;
  component?: string;
}

export function categorySlug(category: string): string {
  return category.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Filters named in `search`; values that match nothing on the page are ignored. */
export function parseFilters(
  search: string,
  known: {categories: string[]; components: string[]},
): ShowcaseFilters {
  const params = new URLSearchParams(search);
  const category = params.get('category') ?? undefined;
  const component = params.get('component') ?? undefined;
  return {
    category:
      category && known.categories.map(categorySlug).includes(category) ? category : undefined,
    component: component && known.components.includes(component) ? component : undefined,
  };
}

/** `search` with the filter parameters replaced, other parameters kept. */
export function filtersToSearch(filters: ShowcaseFilters, search = ''): string {
  const params = new URLSearchParams(search);
  for (const key of ['category', 'component'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function filterShowcases(
  showcases: ShowcaseCardData[],
  {category, component}: ShowcaseFilters,
): ShowcaseCardData[] {
  return showcases.filter(
    (showcase) =>
      (!category || categorySlug(showcase.category) === category) &&
      (!component || showcase.components.includes(component)),
  );
}

/** Categories in first-seen order, so the catalogue decides how they are listed. */
export function categoriesOf(showcases: ShowcaseCardData[]): string[] {
  return [...new Set(showcases.map((showcase) => showcase.category))];
}
