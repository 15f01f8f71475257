import {parseFeed} from '@rowanmanning/feed-parser';
import {buildFeeds} from './feeds';
import {parseChangelog} from './parse';

const releases = parseChangelog(
  `# Changelog

## [Unreleased]

### Added

- Menu: not released yet.

## [2.1.0] - 2026-12-01

### Added

- Button: \`isIconOnly\` & <b>more</b>.

### Fixed

- Tooltip: closes on Escape.

## [2.0.0] - 2026-11-21

### Removed

- React 18 support.
`,
  'CHANGELOG.md',
);

const feeds = buildFeeds(releases, {
  siteUrl: 'https://tessera-ui.dev/',
  routeBasePath: '/changelog',
  title: 'Changelog',
  description: 'Every release.',
  packageName: '@tessera-ui/react',
});

describe('buildFeeds', () => {
  it.each(['rss', 'atom'] as const)(
    'should write a %s feed a feed parser reads, one item per release, newest first',
    (kind) => {
      const feed = parseFeed(feeds[kind]);
      expect(feed.meta.type).toBe(kind);
      expect(feed.title).toBe('Changelog · @tessera-ui/react');
      expect(feed.url).toBe('https://tessera-ui.dev/changelog');
      expect(
        feed.items.map((item) => ({
          title: item.title,
          url: item.url,
          published: item.published?.toISOString(),
        })),
      ).toEqual([
        {
          title: '@tessera-ui/react 2.1.0',
          url: 'https://tessera-ui.dev/changelog#v2-1-0',
          published: '2026-12-01T00:00:00.000Z',
        },
        {
          title: '@tessera-ui/react 2.0.0',
          url: 'https://tessera-ui.dev/changelog#v2-0-0',
          published: '2026-11-21T00:00:00.000Z',
        },
      ]);
      expect(feed.items[0]!.content).toContain(
        '<li><strong>Tooltip</strong>: closes on Escape.</li>',
      );
      // Raw HTML in an entry reaches readers as text, never as markup.
      expect(feeds[kind]).toContain('<code>isIconOnly</code> &amp; &lt;b&gt;more&lt;/b&gt;.');
      expect(feed.items[0]!.content).toContain('<h3>Fixed</h3>');
    },
  );

  it('should write a JSON Feed 1.1 whose items carry the version and the plain-text notes', () => {
    const feed = JSON.parse(feeds.json);
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.language).toBe('en');
    expect(feed.feed_url).toBe('https://tessera-ui.dev/changelog/feed.json');
    expect(feed.items).toHaveLength(2);
    expect(feed.items[0]).toMatchObject({
      id: 'https://tessera-ui.dev/changelog#v2-1-0',
      url: 'https://tessera-ui.dev/changelog#v2-1-0',
      title: '@tessera-ui/react 2.1.0',
      date_published: '2026-12-01T00:00:00.000Z',
      _tessera: {
        version: '2.1.0',
        text: 'Added\n- Button: `isIconOnly` & <b>more</b>.\n\nFixed\n- Tooltip: closes on Escape.',
      },
    });
    expect(feed.items[0].content_html).toContain('<code>isIconOnly</code>');
  });

  it('should leave unreleased changes out of every feed', () => {
    for (const text of Object.values(feeds)) expect(text).not.toContain('not released yet');
  });
});
