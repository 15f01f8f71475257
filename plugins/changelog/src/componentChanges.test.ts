import {changesFor} from './componentChanges';
import {parseChangelog} from './parse';

const releases = parseChangelog(
  `## [Unreleased]

### Fixed

- ToggleButton: keeps focus.

## [3.0.0] - 2027-05-01

### Removed

- Button: \`isLoading\`.

## [2.0.0] - 2026-11-21

### Added

- Button: \`isIconOnly\`.
- Chip: \`type\`.
`,
  'CHANGELOG.md',
);

describe('changesFor', () => {
  it("should list, newest first, the entries that name the page's components", () => {
    expect(changesFor(releases, new Set(['Button', 'ToggleButton']))).toEqual([
      {
        version: 'Unreleased',
        date: null,
        anchor: 'unreleased',
        entries: [
          {
            type: 'Fixed',
            component: 'ToggleButton',
            markdown: 'keeps focus.',
            html: 'keeps focus.',
          },
        ],
      },
      {
        version: '3.0.0',
        date: '2027-05-01',
        anchor: 'v3-0-0',
        entries: [
          {
            type: 'Removed',
            component: 'Button',
            markdown: '`isLoading`.',
            html: '<code>isLoading</code>.',
          },
        ],
      },
      {
        version: '2.0.0',
        date: '2026-11-21',
        anchor: 'v2-0-0',
        entries: [
          {
            type: 'Added',
            component: 'Button',
            markdown: '`isIconOnly`.',
            html: '<code>isIconOnly</code>.',
          },
        ],
      },
    ]);
  });

  it("should stop at a cut version's own line", () => {
    expect(changesFor(releases, new Set(['Button']), 2).map((r) => r.version)).toEqual(['2.0.0']);
  });

  it('should be empty for a component no release names', () => {
    expect(changesFor(releases, new Set(['Spinner']))).toEqual([]);
  });
});
