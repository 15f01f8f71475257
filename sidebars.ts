import {existsSync} from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import catalogue from './showcase/components.json';
import {groupComponents} from './src/utils/componentGroups';

// The Components sidebar is grouped by the catalogue's categories, so a component's category is
// declared once (showcase/components.json), in the order the home page's gallery shows them too.
// Only pages that exist are listed.
function componentCategories() {
  const documented = catalogue.filter((entry) =>
    existsSync(path.join(__dirname, 'docs', 'components', `${entry.name}.mdx`)),
  );
  return groupComponents(documented).map((group) => ({
    type: 'category' as const,
    label: group.label,
    // The page's own group opens (Docusaurus expands the active category); the rest stay one
    // line each, which keeps every page's sidebar short as the library grows.
    collapsed: true,
    items: group.entries.map((entry) => `components/${entry.name}`),
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
