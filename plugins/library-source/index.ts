import type {Plugin} from '@docusaurus/types';
import {configurePostCss} from './postcss';

/**
 * The site imports the library by its package name (`@tessera-ui/react`, `…/kbd`), exactly as an
 * app does, and the package's exports map decides what is public. The `@tessera-ui/source`
 * condition in that map points each entry at its TypeScript source, so the site builds from the
 * source with no library build step, while apps resolve the same entries to `dist/`. Its
 * stylesheets, and the site's, go through PostCSS set up once for the build (see postcss.ts).
 */
export const SOURCE_CONDITION = '@tessera-ui/source';

export default function librarySourcePlugin(): Plugin {
  return {
    name: 'tessera-library-source',
    configureWebpack() {
      // '...' keeps the bundler's own conditions (browser, import, module, …) after ours.
      return {resolve: {conditionNames: [SOURCE_CONDITION, '...']}};
    },
    configurePostCss,
  };
}
