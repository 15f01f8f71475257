import {compareVersions, parseChangelog} from './parse';

const FILE = 'CHANGELOG.md';

const changelog = (body: string) =>
  `# Changelog\n\nIntro text.\n\n${body}\n\n[2.0.0]: https://example.com\n`;

describe('parseChangelog', () => {
  it('should read releases, kinds of change and the component each entry names', () => {
    const releases = parseChangelog(
      changelog(`## [Unreleased]

### Fixed

- Tooltip: closes on Escape.

## [2.1.0] - 2026-12-01

### Added

- Button: \`isIconOnly\` makes a square
  button.
- React 19 support.

## [2.0.0] - 2026-11-21

### Removed

- Alert: \`variant\`.`),
      FILE,
    );
    expect(releases.map(({version, date, anchor}) => ({version, date, anchor}))).toEqual([
      {version: 'Unreleased', date: null, anchor: 'unreleased'},
      {version: '2.1.0', date: '2026-12-01', anchor: 'v2-1-0'},
      {version: '2.0.0', date: '2026-11-21', anchor: 'v2-0-0'},
    ]);
    expect(releases[1]!.entries).toEqual([
      {
        type: 'Added',
        component: 'Button',
        markdown: '`isIconOnly` makes a square button.',
        html: '<code>isIconOnly</code> makes a square button.',
      },
      {type: 'Added', component: null, markdown: 'React 19 support.', html: 'React 19 support.'},
    ]);
  });

  it('should drop an empty Unreleased section', () => {
    const releases = parseChangelog(
      changelog('## [Unreleased]\n\n## [1.0.0] - 2026-01-02\n\n### Added\n\n- Button: new.'),
      FILE,
    );
    expect(releases.map((release) => release.version)).toEqual(['1.0.0']);
  });

  it.each([
    [
      '## 2.0.0 (2026-11-21)',
      'CHANGELOG.md:5: "## 2.0.0 (2026-11-21)" is not a release heading: write "## [1.2.3] - YYYY-MM-DD" or "## [Unreleased]".',
    ],
    [
      '## [2.0.0]',
      'CHANGELOG.md:5: release 2.0.0 needs its date as YYYY-MM-DD: "## [2.0.0] - 2026-01-31".',
    ],
    [
      '## [2.0.0] - 2026-02-30',
      'CHANGELOG.md:5: release 2.0.0 needs its date as YYYY-MM-DD: "## [2.0.0] - 2026-01-31".',
    ],
    ['## [Unreleased] - 2026-01-01', 'CHANGELOG.md:5: the Unreleased section has no date.'],
  ])('should refuse the heading %s with a message that names the line', (heading, message) => {
    expect(() =>
      parseChangelog(changelog(`${heading}\n\n### Added\n\n- Button: new.`), FILE),
    ).toThrow(message);
  });

  it('should refuse an unknown kind of change', () => {
    expect(() =>
      parseChangelog(changelog('## [1.0.0] - 2026-01-02\n\n### New\n\n- Button: new.'), FILE),
    ).toThrow(
      'CHANGELOG.md:7: "### New" is not a kind of change; use one of Added, Changed, Deprecated, Removed, Fixed, Security.',
    );
  });

  it('should refuse releases out of order and listed twice', () => {
    const twice = '## [1.0.0] - 2026-01-02\n\n### Added\n\n- A: x.\n\n';
    expect(() => parseChangelog(changelog(twice + twice), FILE)).toThrow(
      'CHANGELOG.md:11: release 1.0.0 is listed twice.',
    );
    expect(() =>
      parseChangelog(changelog(`${twice}## [1.1.0] - 2026-02-02\n\n### Added\n\n- A: y.`), FILE),
    ).toThrow('CHANGELOG.md:11: release 1.1.0 is listed after 1.0.0: newest release first.');
  });

  it('should refuse a change outside a kind of change, and stray text in a release', () => {
    expect(() =>
      parseChangelog(changelog('## [1.0.0] - 2026-01-02\n\n- Button: new.'), FILE),
    ).toThrow(
      'CHANGELOG.md:7: a change must sit under a "### Added" (or Changed, …) heading of release 1.0.0.',
    );
    expect(() =>
      parseChangelog(changelog('## [1.0.0] - 2026-01-02\n\n### Added\n\nSome prose.'), FILE),
    ).toThrow(
      'CHANGELOG.md:9: unexpected text in release 1.0.0: each change is a list item ("- Button: …").',
    );
  });

  it('should refuse a release without changes and a file without releases', () => {
    expect(() => parseChangelog(changelog('## [1.0.0] - 2026-01-02'), FILE)).toThrow(
      'CHANGELOG.md: release 1.0.0 lists no change.',
    );
    expect(() => parseChangelog('# Changelog\n', FILE)).toThrow(
      'CHANGELOG.md: no release found ("## [1.2.3] - YYYY-MM-DD").',
    );
  });
});

describe('compareVersions', () => {
  it('should order by major, minor and patch, a prerelease before its release', () => {
    const sorted = ['2.0.0', '1.10.0', '1.9.3', '2.0.0-beta.1', '10.0.0'].sort(compareVersions);
    expect(sorted).toEqual(['1.9.3', '1.10.0', '2.0.0-beta.1', '2.0.0', '10.0.0']);
  });
});
