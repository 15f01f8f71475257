// The theme builder at /themes: its contrast pairs, derived at build time from the library's
// component CSS (so a new component is checked with no edit here), and the token defaults they
// are measured against, as a module of their own (THEME_CHECKS_MODULE) that the builder's code
// imports: route props would be part of the page's first load, and the builder's code is not.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeChecks} from '@tessera-ui/theme/check';
import {loadThemeChecks} from './load';

/** The module the builder imports its checks from (declared in src/components/ThemeBuilder). */
export const THEME_CHECKS_MODULE = '@theme-builder/checks';

export default function themeBuilderPlugin(context: LoadContext): Plugin<ThemeChecks> {
  let checksFile: string | undefined;
  return {
    name: 'theme-builder',
    loadContent() {
      return loadThemeChecks(path.join(context.siteDir, 'packages/react/src'));
    },
    async contentLoaded({content, actions}) {
      checksFile = await actions.createData('theme-checks.json', JSON.stringify(content));
      actions.addRoute({
        path: `${context.baseUrl}themes`,
        exact: true,
        component: '@site/src/components/ThemeBuilder/ThemeBuilderPage.tsx',
      });
    },
    configureWebpack() {
      if (!checksFile) throw new Error('theme-builder: the contrast checks were not created.');
      return {resolve: {alias: {[THEME_CHECKS_MODULE]: checksFile}}};
    },
  };
}
