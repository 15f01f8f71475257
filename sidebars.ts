import {existsSync} from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import catalogue from './showcase/components.json';

// The Components sidebar is grouped by the catalogue's categories, so a component's category is
// declared once (showcase/components.json). Only pages that exist are listed.
const categoryOrder = [
  'Actions',
  'Forms',
  'Navigation',
  'Overlays',
  'Feedback',
  'Data display',
  'Layout',
];

interface ComponentCategory {
  type: 'category';
  label: string;
  collapsed: boolean;
  items: string[];
}

function componentCategories(): ComponentCategory[] {
  const byCategory = new Map<string, {name: string; title: string}[]>();
  for (const entry of catalogue) {
    if (!existsSync(path.join(__dirname, 'docs', 'components', `${entry.name}.mdx`))) continue;
    const list = byCategory.get(entry.category) ?? [];
    list.push({name: entry.name, title: entry.title});
    byCategory.set(entry.category, list);
  }
  const rank = (category: string) => {
    const index = categoryOrder.indexOf(category);
    return index === -1 ? categoryOrder.length : index;
  };
  return [...byCategory.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([label, entries]) => ({
      type: 'category' as const,
      label,
      // The page's own group opens (Docusaurus expands the active category); the rest stay one
      // line each, which keeps every page's sidebar short as the library grows.
      collapsed: true,
      items: entries
        .sort((a, b) => a.title.localeCompare(b.title))
        .map((entry) => `components/${entry.name}`),
    }));
}

const sidebars: SidebarsConfig = {
  docs: [
    {
      type: 'category',
      label: 'Getting started',
      collapsed: false,
      items: [
        'getting-started/introduction',
        'getting-started/installation',
        'getting-started/cli',
        'getting-started/mcp',
        'getting-started/theming',
        'getting-started/dark-mode',
        'getting-started/releases',
        'getting-started/migrating-from-1x',
      ],
    },
    {
      type: 'category',
      label: 'Components',
      collapsed: false,
      link: {type: 'doc', id: 'components/overview'},
      items: componentCategories(),
    },
  ],
};

export default sidebars;
