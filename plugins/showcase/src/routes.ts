// Turns the loaded catalogue into route modules: one index route and one route per showcase.
import type {PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {joinUrl} from './catalogue';
import type {
  LoadedContent,
  PluginOptions,
  Showcase,
  ShowcaseCardData,
  ShowcaseGlobalData,
  ShowcaseIndexData,
  ShowcasePageData,
} from './types';

interface RoutesParams {
  content: LoadedContent;
  options: PluginOptions;
  actions: Pick<PluginContentLoadedActions, 'createData'>;
  baseUrl: string;
}

function toCard({
  name,
  title,
  description,
  category,
  components,
  permalink,
}: Showcase): ShowcaseCardData {
  return {name, title, description, category, components, permalink};
}

/** Only what the Related* cards need: this ships with every page of the site. */
export function toGlobalData({components, showcases}: LoadedContent): ShowcaseGlobalData {
  return {
    components: components.map(({name, title, description, category, href, related}) => ({
      name,
      title,
      description,
      category,
      href,
      related,
    })),
    showcases: showcases.map(toCard),
  };
}

export async function buildShowcaseRoutes({
  content,
  options,
  actions,
  baseUrl,
}: RoutesParams): Promise<RouteConfig[]> {
  const indexPermalink = joinUrl(baseUrl, options.routeBasePath);
  const byName = new Map(content.components.map((component) => [component.name, component]));
  const used = new Set(content.showcases.flatMap((showcase) => showcase.components));

  const indexData: ShowcaseIndexData = {
    title: options.title,
    description: options.description,
    showcases: content.showcases.map(toCard),
    components: content.components
      .filter((component) => used.has(component.name))
      .map(({name, title}) => ({name, title}))
      .sort((a, b) => a.title.localeCompare(b.title)),
  };
  const indexRoute: RouteConfig = {
    path: indexPermalink,
    component: '@theme/ShowcaseListPage',
    exact: true,
    modules: {index: await actions.createData('index.json', indexData)},
  };

  const showcaseRoutes = await Promise.all(
    content.showcases.map(async ({demoModule, ...showcase}): Promise<RouteConfig> => {
      const pageData: ShowcasePageData = {
        showcase,
        components: showcase.components.flatMap((name) => {
          const component = byName.get(name);
          return component ? [{name, title: component.title, href: component.href}] : [];
        }),
        indexPermalink,
      };
      return {
        path: showcase.permalink,
        component: '@theme/ShowcasePage',
        exact: true,
        metadata: {sourceFilePath: showcase.demoFile},
        modules: {
          page: await actions.createData(`showcase-${showcase.name}.json`, pageData),
          Demo: demoModule,
        },
      };
    }),
  );
  return [indexRoute, ...showcaseRoutes];
}
