// How the library's components are grouped wherever the site lists them all: the docs sidebar and
// the home page's gallery. A component's category is declared once, in the catalogue
// (showcase/components.json); this is the order the categories come in.
const CATEGORY_ORDER = [
  'Actions',
  'Forms',
  'Selection',
  'Pickers',
  'Date and time',
  'Navigation',
  'Overlays',
  'Feedback',
  'Data display',
  'Layout',
];

export interface CatalogueComponent {
  name: string;
  title: string;
  description: string;
  category: string;
  href: string;
}

export interface ComponentGroup<Entry extends CatalogueComponent> {
  label: string;
  entries: Entry[];
}

/** Categories in the site's order (others after, by name), components by title within each. */
export function groupComponents<Entry extends CatalogueComponent>(
  entries: readonly Entry[],
): ComponentGroup<Entry>[] {
  const byCategory = new Map<string, Entry[]>();
  for (const entry of entries) {
    byCategory.set(entry.category, [...(byCategory.get(entry.category) ?? []), entry]);
  }
  const rank = (category: string) => {
    const index = CATEGORY_ORDER.indexOf(category);
    return index === -1 ? CATEGORY_ORDER.length : index;
  };
  return [...byCategory.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([label, list]) => ({
      label,
      entries: [...list].sort((a, b) => a.title.localeCompare(b.title)),
    }));
}
