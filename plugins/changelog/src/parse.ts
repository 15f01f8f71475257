// Reads release notes written in the Keep a Changelog format (keepachangelog.com): `## [x.y.z] -
// YYYY-MM-DD` per release (newest first, `## [Unreleased]` on top), `### Added` / `Changed` /
// `Deprecated` / `Removed` / `Fixed` / `Security`, and one list item per change, starting with the
// component it changes (`- Button: …`). Anything else is an error that names the line, so a typo
// fails the build instead of dropping a change from the page, the feeds and the mail.
import {renderInline} from './inline';
import {CHANGE_TYPES, type ChangeEntry, type ChangeType, type Release} from './types';

const RELEASE = /^## \[?(Unreleased|\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\]?(?: - (\S+))?\s*$/;
const SECTION = /^### (.+?)\s*$/;
const ITEM = /^[-*] (.*)$/;
const CONTINUATION = /^ {2,}(\S.*)$/;
const LINK_DEFINITION = /^\[[^\]]+\]: \S+/;
const COMPONENT = /^([A-Z][A-Za-z0-9]*): (.+)$/s;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class ChangelogError extends Error {
  override name = 'ChangelogError';
}

export function releaseAnchor(version: string): string {
  return version === 'Unreleased' ? 'unreleased' : `v${version.replace(/\./g, '-')}`;
}

function isValidDate(date: string): boolean {
  return DATE.test(date) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);
}

/** Compares x.y.z versions (prerelease tags sort before their release). */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core, pre] = v.split('-', 2) as [string, string | undefined];
    return {parts: core.split('.').map(Number), pre};
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) {
    if (x.parts[i] !== y.parts[i]) return x.parts[i]! - y.parts[i]!;
  }
  if (x.pre === y.pre) return 0;
  if (x.pre === undefined) return 1;
  if (y.pre === undefined) return -1;
  return x.pre < y.pre ? -1 : 1;
}

function toEntry(type: ChangeType, markdown: string): ChangeEntry {
  const match = COMPONENT.exec(markdown);
  const component = match ? match[1]! : null;
  const rest = match ? match[2]! : markdown;
  return {type, component, markdown: rest, html: renderInline(rest)};
}

export function parseChangelog(source: string, file: string): Release[] {
  const releases: Release[] = [];
  let release: Release | undefined;
  let type: ChangeType | undefined;
  let item: string[] | undefined;
  const fail = (line: number, message: string): never => {
    throw new ChangelogError(`${file}:${line}: ${message}`);
  };
  const endItem = () => {
    if (item && release && type) release.entries.push(toEntry(type, item.join(' ')));
    item = undefined;
  };

  source.split(/\r?\n/).forEach((text, index) => {
    const line = index + 1;
    if (text.startsWith('## ')) {
      endItem();
      const match =
        RELEASE.exec(text) ??
        fail(
          line,
          `"${text}" is not a release heading: write "## [1.2.3] - YYYY-MM-DD" or "## [Unreleased]".`,
        );
      const [, version, date] = match as unknown as [string, string, string | undefined];
      if (version === 'Unreleased' && date) fail(line, 'the Unreleased section has no date.');
      if (version !== 'Unreleased' && (!date || !isValidDate(date))) {
        fail(
          line,
          `release ${version} needs its date as YYYY-MM-DD: "## [${version}] - 2026-01-31".`,
        );
      }
      if (releases.some((r) => r.version === version))
        fail(line, `release ${version} is listed twice.`);
      const previous = releases.at(-1);
      if (version === 'Unreleased' && previous) fail(line, 'the Unreleased section goes first.');
      if (
        previous &&
        previous.version !== 'Unreleased' &&
        compareVersions(version, previous.version) >= 0
      ) {
        fail(line, `release ${version} is listed after ${previous.version}: newest release first.`);
      }
      release = {version, date: date ?? null, anchor: releaseAnchor(version), entries: []};
      releases.push(release);
      type = undefined;
      return;
    }
    const section = SECTION.exec(text);
    if (section) {
      endItem();
      if (!release) fail(line, `"${text}" comes before any release heading.`);
      const name = section[1]!;
      if (!(CHANGE_TYPES as readonly string[]).includes(name)) {
        fail(line, `"### ${name}" is not a kind of change; use one of ${CHANGE_TYPES.join(', ')}.`);
      }
      type = name as ChangeType;
      return;
    }
    const listItem = ITEM.exec(text);
    if (listItem && release) {
      endItem();
      if (!type)
        fail(
          line,
          `a change must sit under a "### Added" (or Changed, …) heading of release ${release.version}.`,
        );
      item = [listItem[1]!.trim()];
      return;
    }
    const continuation = CONTINUATION.exec(text);
    if (continuation && item) {
      item.push(continuation[1]!.trim());
      return;
    }
    endItem();
    if (text.trim() === '' || LINK_DEFINITION.test(text) || !release) return;
    fail(
      line,
      `unexpected text in release ${release.version}: each change is a list item ("- Button: …").`,
    );
  });
  endItem();
  if (releases.length === 0)
    throw new ChangelogError(`${file}: no release found ("## [1.2.3] - YYYY-MM-DD").`);
  // An empty Unreleased section is the usual state right after a release.
  const kept = releases.filter((r) => r.version !== 'Unreleased' || r.entries.length > 0);
  for (const r of kept) {
    if (r.entries.length === 0)
      throw new ChangelogError(`${file}: release ${r.version} lists no change.`);
  }
  return kept;
}
