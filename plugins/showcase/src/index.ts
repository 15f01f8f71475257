// Tessera's showcase plugin: `showcase/*.json` → `/showcase` and `/showcase/{name}` pages, plus the
// card data read by <RelatedShowcases> and <RelatedComponents>. See ../README.md.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {catalogueFiles, loadCatalogue} from './catalogue';
import {buildShowcaseRoutes, toRelatedCardsData} from './routes';
import type {LoadedContent, PluginOptions} from './types';

export const PLUGIN_NAME = 'docusaurus-plugin-showcase';

/**
 * The module the Related* cards read their data from. Not global data, which every page of the
 * site loads up front: a chunk of its own, which the browser fetches only to render the cards
 * itself (after a client-side navigation; a served page shows the server's).
 */
export const RELATED_CARDS_MODULE = '@docusaurus-plugin-showcase/related-cards';

export default function pluginShowcase(
  context: LoadContext,
  options: PluginOptions,
): Plugin<LoadedContent> {
  const {siteDir, baseUrl} = context;
  let relatedCards: string | undefined;
  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },

    getPathsToWatch() {
      return catalogueFiles(siteDir, options);
    },

    loadContent() {
      return loadCatalogue(siteDir, options, baseUrl);
    },

    async contentLoaded({content, actions}) {
      const routes = await buildShowcaseRoutes({content, options, actions, siteDir, baseUrl});
      routes.forEach(actions.addRoute);
      relatedCards = await actions.createData(
        'related-cards.json',
        JSON.stringify(toRelatedCardsData(content)),
      );
    },

    configureWebpack() {
      if (!relatedCards) throw new Error(`${PLUGIN_NAME}: the related cards' data was not created`);
      return {resolve: {alias: {[RELATED_CARDS_MODULE]: relatedCards}}};
    },
  };
}

export {validateOptions} from './options';
export type {Options, PluginOptions} from './types';
