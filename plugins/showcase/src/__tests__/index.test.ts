import path from 'node:path';
import type {LoadContext, RouteConfig} from '@docusaurus/types';
import pluginShowcase from '../index';
import {DEFAULT_OPTIONS} from '../options';

const siteDir = path.join(__dirname, '../__fixtures__/site');
const context = {siteDir, baseUrl: '/'} as LoadContext;
const options = {...DEFAULT_OPTIONS, id: 'default'};

async function runPlugin() {
  const plugin = pluginShowcase(context, options);
  const content = await plugin.loadContent!();
  const routes: RouteConfig[] = [];
  const data = new Map<string, unknown>();
  let globalData: unknown;
  const actions = {
    addRoute: (route: RouteConfig) => routes.push(route),
    createData: async (name: string, value: string | object) => {
      data.set(name, value);
      return `@generated/showcase/${name}`;
    },
    setGlobalData: (value: unknown) => {
      globalData = value;
    },
  };
  await plugin.contentLoaded!({content, actions: actions as never});
  return {plugin, routes, data, globalData};
}

describe('pluginShowcase', () => {
  it('should watch the catalogue files and the demos', () => {
    const plugin = pluginShowcase(context, options);
    expect(plugin.getPathsToWatch!().map((file) => path.relative(siteDir, file))).toEqual([
      'showcase/components.json',
      'showcase/showcases.json',
      'showcase/demos/*.tsx',
    ]);
  });

  it('should add the index route and one route per showcase, with the demo as a module', async () => {
    const {routes} = await runPlugin();
    expect(routes).toEqual([
      {
        path: '/showcase',
        component: '@theme/ShowcaseListPage',
        exact: true,
        modules: {index: '@generated/showcase/index.json'},
      },
      {
        path: '/showcase/sign-in',
        component: '@theme/ShowcasePage',
        exact: true,
        metadata: {sourceFilePath: 'showcase/demos/sign-in.tsx'},
        modules: {
          page: '@generated/showcase/showcase-sign-in.json',
          Demo: '@site/showcase/demos/sign-in.tsx',
        },
      },
    ]);
  });

  it('should give each page its source and linked components, and the index the filter values', async () => {
    const {data} = await runPlugin();
    expect(data.get('showcase-sign-in.json')).toMatchObject({
      indexPermalink: '/showcase',
      showcase: {name: 'sign-in', source: expect.stringContaining('export default')},
      components: [
        {name: 'form', title: 'Form', href: '/docs/components/form'},
        {name: 'text-field', title: 'Text field', href: '/docs/components/text-field'},
        {name: 'button', title: 'Button', href: '/docs/components/button'},
      ],
    });
    expect(data.get('index.json')).toMatchObject({
      title: 'Showcase',
      components: [
        {name: 'button', title: 'Button'},
        {name: 'form', title: 'Form'},
        {name: 'text-field', title: 'Text field'},
      ],
    });
  });

  it('should ship only card fields as global data (it is on every page)', async () => {
    const {globalData} = await runPlugin();
    const {showcases, components} = globalData as {showcases: object[]; components: object[]};
    expect(Object.keys(showcases[0]!).sort()).toEqual([
      'category',
      'components',
      'description',
      'name',
      'permalink',
      'title',
    ]);
    expect(Object.keys(components[0]!).sort()).toEqual([
      'category',
      'description',
      'href',
      'name',
      'related',
      'title',
    ]);
  });
});
