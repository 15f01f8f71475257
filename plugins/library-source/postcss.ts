// postcss-loader, as Docusaurus sets it up, repeats two things for every stylesheet that give the
// same answer each time: it searches each folder from the stylesheet up to the root for a PostCSS
// config file (the site has none), and it builds postcss-preset-env again from its name. On a cold
// build that was seconds of the bundler's main thread. This builds each named plugin once and
// tells the loader there is no config file to look for; the CSS it produces is the same.
import {createRequire} from 'node:module';
import type {PostCssOptions} from '@docusaurus/types';

type PluginCreator = ((options?: unknown) => unknown) & {default?: PluginCreator};

// The loader requires plugin names from its own folder.
const requireFromLoader = createRequire(require.resolve('postcss-loader'));

/** What postcss-loader's `loadPlugin` makes of `[name, options]`, made once instead of per file. */
function instantiate(plugin: unknown): unknown {
  if (!Array.isArray(plugin) || typeof plugin[0] !== 'string') return plugin;
  const [name, options] = plugin as [string, Record<string, unknown> | undefined];
  const required = requireFromLoader(name) as PluginCreator;
  const creator = required.default ?? required;
  // The loader passes a creator without options as it is, and PostCSS calls it without arguments.
  return !options || Object.keys(options).length === 0 ? creator() : creator(options);
}

export function configurePostCss(options: PostCssOptions): PostCssOptions {
  return {...options, config: false, plugins: options.plugins.map(instantiate)};
}
