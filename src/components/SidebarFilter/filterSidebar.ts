import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

function normalise(text: string): string {
  return text
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();
}

/**
 * Keeps the sidebar items whose label contains every word of the query. A category whose own label
 * matches keeps all its children; otherwise it keeps only the matching ones and is dropped when none
 * match. Matching categories are expanded so the reader sees the results.
 */
export function filterSidebar(items: readonly PropSidebarItem[], query: string): PropSidebarItem[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  const matches = (label: string) => {
    const text = normalise(label);
    return words.every((word) => text.includes(word));
  };

  const visit = (list: readonly PropSidebarItem[]): PropSidebarItem[] =>
    list.flatMap((item): PropSidebarItem[] => {
      if (item.type === 'html') return [];
      if (item.type === 'link') return matches(item.label) ? [item] : [];
      if (matches(item.label)) return [{...item, collapsed: false}];
      const children = visit(item.items);
      return children.length > 0 ? [{...item, items: children, collapsed: false}] : [];
    });

  return visit(items);
}

/** Counts the pages (links, and categories that link to a page) in a sidebar. */
export function countPages(items: readonly PropSidebarItem[]): number {
  return items.reduce((total, item) => {
    if (item.type === 'link') return total + 1;
    if (item.type === 'category') return total + (item.href ? 1 : 0) + countPages(item.items);
    return total;
  }, 0);
}
