// The theme builder at /themes: its contrast pairs, derived at build time from the library's
// component CSS (so a new component is checked with no edit here), and the token defaults they
// are measured against, handed to the page as `checks`.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeChecks} from '@tessera-ui/theme/check';
import {loadThemeChecks} from './load';

export default function themeBuilderPlugin(context: LoadContext): Plugin<ThemeChecks> {
  return {
    name: 'theme-builder',
    loadContent() {
      return loadThemeChecks(path.join(context.siteDir, 'packages/react/src'));
    },
    async contentLoaded({content, actions}) {
      const checks = await actions.createData('theme-checks.json', JSON.stringify(content));
      actions.addRoute({
        path: `${context.baseUrl}themes`,
        exact: true,
        component: '@site/src/components/ThemeBuilder/ThemeBuilderPage.tsx',
        modules: {checks},
      });
    },
  };
}
