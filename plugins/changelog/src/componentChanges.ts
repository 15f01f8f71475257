// The releases that changed one docs page's components (the components of one entry point, like
// Button and ToggleButton for `button`), for the "Changes" section of its page. A page of a cut
// version lists the releases of its own line and older, never the newer ones.
import {compareVersions} from './parse';
import type {Release} from './types';

export interface ComponentRelease {
  version: string;
  date: string | null;
  anchor: string;
  entries: {type: string; component: string; markdown: string; html: string}[];
}

export function changesFor(
  releases: readonly Release[],
  components: ReadonlySet<string>,
  upToMajor?: number,
): ComponentRelease[] {
  return releases
    .filter(
      (release) =>
        upToMajor === undefined ||
        (release.version !== 'Unreleased' &&
          compareVersions(release.version, `${upToMajor + 1}.0.0-0`) < 0),
    )
    .map((release) => ({
      version: release.version,
      date: release.date,
      anchor: release.anchor,
      entries: release.entries
        .filter((entry) => entry.component !== null && components.has(entry.component))
        .map((entry) => ({
          type: entry.type,
          component: entry.component!,
          markdown: entry.markdown,
          html: entry.html,
        })),
    }))
    .filter((release) => release.entries.length > 0);
}
