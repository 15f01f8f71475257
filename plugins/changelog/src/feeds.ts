// RSS 2.0, Atom 1.0 and JSON Feed 1.1 of the released versions (Unreleased changes are not news
// yet). The JSON feed's `_tessera` extension carries each release's version and plain-text notes:
// `npm run subscribers -- send-release` mails them from the built feed, so the API never reads
// the site's sources.
import {Feed} from 'feed';
import {releaseHtml, releaseText} from './text';
import type {Release} from './types';

export interface FeedSettings {
  siteUrl: string;
  routeBasePath: string;
  title: string;
  description: string;
  packageName: string;
}

export interface Feeds {
  rss: string;
  atom: string;
  json: string;
}

export const FEED_FILES = {rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json'} as const;

const dateOf = (release: Release) => new Date(`${release.date}T00:00:00.000Z`);

export function buildFeeds(releases: readonly Release[], settings: FeedSettings): Feeds {
  const released = releases.filter((release) => release.date !== null);
  const base = `${settings.siteUrl.replace(/\/$/, '')}${settings.routeBasePath}`;
  const feed = new Feed({
    id: base,
    title: `${settings.title} · ${settings.packageName}`,
    description: settings.description,
    link: base,
    language: 'en',
    updated: released[0] ? dateOf(released[0]) : new Date(0),
    generator: 'Tessera UI changelog plugin',
    copyright: `${settings.packageName} contributors, MIT licence`,
    feedLinks: {
      rss: `${base}/${FEED_FILES.rss}`,
      atom: `${base}/${FEED_FILES.atom}`,
      json: `${base}/${FEED_FILES.json}`,
    },
  });
  for (const release of released) {
    const link = `${base}#${release.anchor}`;
    const components = [...new Set(release.entries.map((entry) => entry.component))].filter(
      (name): name is string => name !== null,
    );
    feed.addItem({
      title: `${settings.packageName} ${release.version}`,
      id: link,
      link,
      date: dateOf(release),
      published: dateOf(release),
      description: `${release.entries.length} changes${components.length > 0 ? ` to ${components.join(', ')}` : ''}.`,
      content: releaseHtml(release),
      category: components.map((name) => ({name})),
      extensions: [
        {name: '_tessera', objects: {version: release.version, text: releaseText(release)}},
      ],
    });
  }
  return {rss: feed.rss2(), atom: feed.atom1(), json: jsonFeed11(feed.json1())};
}

/**
 * `feed` writes JSON Feed 1.0 (version 1, no `language`); 1.1 adds the feed's language and is the
 * version readers' apps expect. Nothing else we use differs between the two.
 */
function jsonFeed11(json1: string): string {
  const {version: _version, ...rest} = JSON.parse(json1) as Record<string, unknown>;
  return JSON.stringify(
    {version: 'https://jsonfeed.org/version/1.1', language: 'en', ...rest},
    null,
    4,
  );
}
