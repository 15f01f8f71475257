// What each docs version documents, oldest first, and when each component and prop first appeared:
// the cut versions from their props snapshots, the current one from the current source.
import path from 'node:path';
import type {Arrival, PropDoc, PropsData} from '../../src/components/PropsTable/types';
import {majorOf, readVersionLine, type DocsVersion} from './labels';
import {
  readReleaseSnapshot,
  readReleaseVersions,
  readSnapshot,
  snapshotPath,
  type Snapshot,
} from './snapshot';

export type ComponentsData = Record<string, PropsData & {module?: string}>;

/**
 * One point of the history: a cut line (its snapshot), a recorded release of the current line, or
 * the current source; what arrived there arrived in `arrival`.
 */
interface Stage {
  version: DocsVersion;
  arrival: Arrival;
  components: () => ComponentsData;
}

export interface ApiHistoryOptions {
  siteDir: string;
  /** The current source's props (docgen), read only when a current page needs them. */
  currentProps: () => ComponentsData;
}

const propNames = (data: PropsData): Set<string> =>
  new Set(
    [...data.own, ...data.inherited.flatMap((group) => group.props)].map((prop) => prop.name),
  );

/**
 * The first index of the unbroken run of indexes, ending at `end`, for which `has` holds (`end` if
 * only it does): a prop removed and added again counts from its return.
 */
function runStart(end: number, has: (index: number) => boolean): number {
  let start = end;
  while (start > 0 && has(start - 1)) start -= 1;
  return start;
}

/** The release something arrived in; `isNew` while that release line is not out yet ("New in"). */
export type {Arrival};

function arrival({release, isReleased}: DocsVersion): Arrival {
  return isReleased ? {since: release} : {since: release, isNew: true};
}

/** `2.0.0` → `2.0` */
const minorOf = (release: string) => release.split('.').slice(0, 2).join('.');

/** Whether the library's version `version` (`2.1.0-beta.1` does not) has reached minor `minor`. */
function reaches(version: string, minor: string): boolean {
  const [major, minorPart, patch] = version.split(/[.-]/).map(Number);
  const [wantMajor, wantMinor] = minor.split('.').map(Number);
  if (major !== wantMajor) return major! > wantMajor!;
  if (minorPart !== wantMinor) return minorPart! > wantMinor!;
  return !version.includes('-') && patch! >= 0;
}

/** `2.0.0` → `2.1` */
function nextMinor(release: string): string {
  const [major, minor] = release.split('.').map(Number);
  return `${major}.${minor! + 1}`;
}

export class ApiHistory {
  readonly versions: DocsVersion[];
  private readonly packageVersion: string;
  private readonly siteDir: string;
  private readonly currentProps: () => ComponentsData;

  constructor({siteDir, currentProps}: ApiHistoryOptions) {
    this.siteDir = siteDir;
    this.currentProps = currentProps;
    const line = readVersionLine(siteDir);
    this.versions = line.versions;
    this.packageVersion = line.packageVersion;
  }

  /** The docs version `label` names, or the current one when `label` is undefined. */
  version(label: string | undefined): DocsVersion {
    const version = this.versions.find((candidate) =>
      label === undefined ? candidate.isCurrent : candidate.label === label,
    );
    if (!version) {
      throw new Error(
        `Docs version "${label}" is not in versions.json: a versioned_docs/version-${label} folder needs its entry there.`,
      );
    }
    return version;
  }

  /** The snapshot of a cut version; fails with a sentence when the cut left none. */
  snapshot(label: string): Snapshot {
    const snapshot = readSnapshot(this.siteDir, label);
    if (!snapshot) {
      throw new Error(
        `The ${label} docs have no props snapshot at ${path.relative(this.siteDir, snapshotPath(this.siteDir, label))}: frozen pages never read the current source. Restore the file from the ${label} cut (npm run version:cut writes it).`,
      );
    }
    return snapshot;
  }

  /** Every component's props as version `label` (undefined: the current one) documents them. */
  components(label: string | undefined): ComponentsData {
    const version = this.version(label);
    return version.isCurrent ? this.currentProps() : this.snapshot(version.label).components;
  }

  /**
   * The points of the history a page of version `label` looks back on, oldest first. The current
   * line counts from its recorded releases: what the source has and the newest of them has not
   * arrives in the next minor (`2.1`), "New in" until the library's version reaches it.
   */
  private stages(label: string | undefined): Stage[] {
    const end = this.versions.indexOf(this.version(label));
    return this.versions.slice(0, end + 1).flatMap((version): Stage[] => {
      if (!version.isCurrent) {
        return [
          {
            version,
            arrival: arrival(version),
            components: () => this.components(version.label),
          },
        ];
      }
      const releases = readReleaseVersions(this.siteDir, majorOf(version.label)!);
      const recorded = releases.map((release) => ({
        version,
        arrival: {since: minorOf(release)},
        components: () => this.releaseSnapshot(release).components,
      }));
      const newest = releases.at(-1);
      const next = newest && nextMinor(newest);
      return [
        ...recorded,
        {
          version,
          arrival: next
            ? reaches(this.packageVersion, next)
              ? {since: next}
              : {since: next, isNew: true}
            : arrival(version),
          components: () => this.currentProps(),
        },
      ];
    });
  }

  private releaseSnapshot(release: string): Snapshot {
    const snapshot = readReleaseSnapshot(this.siteDir, release);
    if (!snapshot) throw new Error(`The release snapshot of ${release} is unreadable.`);
    return snapshot;
  }

  /**
   * A component's props as a page of version `label` shows them, each prop that arrived after the
   * component itself marked with the release it arrived in, and the component marked too when it
   * arrived after the first component of its module. Undefined when the version has no such component.
   */
  propsTable(component: string, label: string | undefined): PropsData | undefined {
    const stages = this.stages(label);
    const components = stages.map((stage) => stage.components());
    const end = stages.length - 1;
    const data = components[end]?.[component];
    if (!data) return undefined;
    const names = components.map((all) => {
      const other = all[component];
      return other && propNames(other);
    });
    const componentStart = runStart(end, (index) => names[index] !== undefined);
    const annotate = (prop: PropDoc): PropDoc => {
      const start = runStart(end, (index) => names[index]?.has(prop.name) ?? false);
      return start > componentStart ? {...prop, ...stages[start]!.arrival} : prop;
    };
    const {module} = data;
    const moduleStart =
      module === undefined
        ? componentStart
        : runStart(end, (index) =>
            Object.values(components[index]!).some((other) => other.module === module),
          );
    return {
      ...data,
      ...(componentStart > moduleStart ? stages[componentStart]!.arrival : {}),
      own: data.own.map(annotate),
      inherited: data.inherited.map((group) => ({...group, props: group.props.map(annotate)})),
    };
  }

  /**
   * When a docs page's module (`button`) first shipped, for a page of version `label`: the first
   * release of the unbroken run of versions that have it, the page's own version counting as one.
   */
  moduleSince(module: string, label: string | undefined): Arrival {
    const stages = this.stages(label);
    const end = stages.length - 1;
    const start = runStart(end, (index) =>
      Object.values(stages[index]!.components()).some((component) => component.module === module),
    );
    return stages[start]!.arrival;
  }
}
