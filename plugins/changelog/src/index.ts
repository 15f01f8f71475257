// Tessera's changelog plugin: the release notes (Keep a Changelog) → the /changelog page, its RSS,
// Atom and JSON feeds, and feed links in every page's head. See ../README.md.
import fs from 'node:fs/promises';
import path from 'node:path';
import {normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildFeeds, FEED_FILES} from './feeds';
import {loadChangelog} from './load';
import {toView} from './text';
import type {PluginOptions, Release} from './types';
import {timed} from '../../buildTiming';

export const PLUGIN_NAME = 'docusaurus-plugin-changelog';

export default function pluginChangelog(
  context: LoadContext,
  options: PluginOptions,
): Plugin<Release[]> {
  const {siteDir, baseUrl, siteConfig} = context;
  const pageUrl = normalizeUrl([baseUrl, options.routeBasePath]);
  const feedUrl = (name: string) => normalizeUrl([pageUrl, name]);
  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },

    getPathsToWatch() {
      return [path.join(siteDir, options.file)];
    },

    loadContent() {
      return loadChangelog(siteDir, options.file);
    },

    async contentLoaded({content, actions}) {
      const releases = await actions.createData(
        'releases.json',
        JSON.stringify(content.map(toView)),
      );
      actions.addRoute({
        path: pageUrl,
        component: '@theme/ChangelogPage',
        exact: true,
        modules: {releases},
        props: {
          title: options.title,
          description: options.description,
          feeds: {
            rss: feedUrl(FEED_FILES.rss),
            atom: feedUrl(FEED_FILES.atom),
            json: feedUrl(FEED_FILES.json),
          },
        },
      });
    },

    postBuild(props) {
      return timed('changelog feeds', async () => {
        const {content, outDir} = props;
        const feeds = buildFeeds(content, {
          siteUrl: siteConfig.url,
          routeBasePath: pageUrl,
          title: options.title,
          description: options.description,
          packageName: options.packageName,
        });
        const dir = path.join(outDir, options.routeBasePath);
        await fs.mkdir(dir, {recursive: true});
        await Promise.all(
          (Object.keys(FEED_FILES) as (keyof typeof FEED_FILES)[]).map((kind) =>
            fs.writeFile(path.join(dir, FEED_FILES[kind]), feeds[kind]),
          ),
        );
      });
    },

    injectHtmlTags() {
      const link = (type: string, name: string, format: string) => ({
        tagName: 'link',
        attributes: {
          rel: 'alternate',
          type,
          href: feedUrl(name),
          title: `${options.title} (${format})`,
        },
      });
      return {
        headTags: [
          link('application/rss+xml', FEED_FILES.rss, 'RSS'),
          link('application/atom+xml', FEED_FILES.atom, 'Atom'),
          link('application/feed+json', FEED_FILES.json, 'JSON Feed'),
        ],
      };
    },
  };
}

export {validateOptions} from './options';
export type {Options, PluginOptions} from './types';
