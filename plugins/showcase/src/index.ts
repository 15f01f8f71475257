// Tessera's showcase plugin: `showcase/*.json` → `/showcase` and `/showcase/{name}` pages, plus the
// card data read by <RelatedShowcases> and <RelatedComponents>. See ../README.md.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {catalogueFiles, loadCatalogue} from './catalogue';
import {buildShowcaseRoutes, toGlobalData} from './routes';
import type {LoadedContent, PluginOptions} from './types';

export const PLUGIN_NAME = 'docusaurus-plugin-showcase';

export default function pluginShowcase(
  context: LoadContext,
  options: PluginOptions,
): Plugin<LoadedContent> {
  const {siteDir, baseUrl} = context;
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
      actions.setGlobalData(toGlobalData(content));
    },
  };
}

export {validateOptions} from './options';
export type {Options, PluginOptions} from './types';
