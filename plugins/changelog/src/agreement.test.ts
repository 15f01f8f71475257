// The release notes and the props snapshots tell one story: every prop or component that a
// version added, renamed or removed (as the snapshots show it) is named by an entry of that
// version's release notes, and every entry names a component the library has or had.
import fs from 'node:fs';
import path from 'node:path';
import {siteApiHistory} from '../../versions/siteHistory';
import {diffApis, type ApiChange} from '../../versions/diff';
import {majorOf} from '../../versions/labels';
import {loadChangelog} from './load';
import {DEFAULT_OPTIONS} from './options';
import {compareVersions} from './parse';
import type {ChangeEntry, Release} from './types';

const siteDir = path.resolve(__dirname, '../../..');
const releases = loadChangelog(siteDir, DEFAULT_OPTIONS.file);
const history = siteApiHistory(siteDir);
const labelOf = (index: number) => {
  const version = history.versions[index]!;
  return version.isCurrent ? undefined : version.label;
};

/** The release notes of one docs version's line (and, for the current one, Unreleased). */
function notesOf(index: number): ChangeEntry[] {
  const version = history.versions[index]!;
  const major = majorOf(version.label)!;
  return releases
    .filter((release: Release) =>
      release.version === 'Unreleased'
        ? version.isCurrent
        : compareVersions(release.version, `${major}.0.0-0`) >= 0 &&
          compareVersions(release.version, `${major + 1}.0.0-0`) < 0,
    )
    .flatMap((release) => release.entries);
}

const mentions = (entry: ChangeEntry, name: string) => entry.markdown.includes(`\`${name}\``);

function isNoted(
  change: ApiChange,
  notes: ChangeEntry[],
  moduleOf: (name: string) => string | undefined,
) {
  if (change.prop) {
    const names = [change.before, change.after].filter((name): name is string => !!name);
    return notes.some(
      (entry) =>
        entry.component === change.component && names.every((name) => mentions(entry, name)),
    );
  }
  const module = moduleOf(change.component);
  return notes.some(
    (entry) =>
      (entry.component === change.component &&
        (change.change !== 'renamed' || mentions(entry, change.before!))) ||
      (entry.component !== null &&
        moduleOf(entry.component) === module &&
        [change.before, change.after].some((name) => name && mentions(entry, name))),
  );
}

describe('the release notes and the props snapshots', () => {
  const pairs = history.versions.slice(1).map((_, index) => index + 1);

  it.each(
    pairs.map((index) => [
      history.versions[index - 1]!.label,
      history.versions[index]!.label,
      index,
    ]),
  )('should note every API change from %s to %s in the release notes', (_from, _to, index) => {
    const older = history.components(labelOf(index - 1));
    const newer = history.components(labelOf(index));
    const moduleOf = (name: string) => newer[name]?.module ?? older[name]?.module;
    const notes = notesOf(index);
    const missing = diffApis(older, newer)
      .filter((change) => !isNoted(change, notes, moduleOf))
      .map(
        (change) =>
          `${change.component}: ${change.change} ${change.prop ? 'prop ' : ''}${[
            change.before,
            change.after,
          ]
            .filter(Boolean)
            .join(' → ')}`,
      );
    expect(missing).toEqual([]);
  });

  it('should name only components the library has or had', () => {
    const known = new Set(
      history.versions.flatMap((_, index) => Object.keys(history.components(labelOf(index)))),
    );
    const unknown = releases
      .flatMap((release) => release.entries.map((entry) => [release.version, entry.component]))
      .filter(([, component]) => component !== null && !known.has(component!))
      .map(([version, component]) => `${version}: ${component}`);
    expect(unknown).toEqual([]);
  });

  it("should have the package's version as its newest release", () => {
    const packageVersion = (
      JSON.parse(fs.readFileSync(path.join(siteDir, 'packages/react/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    const released = releases.filter((release) => release.version !== 'Unreleased');
    expect(released[0]?.version).toBe(packageVersion);
  });
});
