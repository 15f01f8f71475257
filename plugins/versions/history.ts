// What each docs version documents, oldest first, and when each component and prop first appeared:
// the cut versions from their props snapshots, the current one from the current source.
import path from 'node:path';
import type {Arrival, PropDoc, PropsData} from '../../src/components/PropsTable/types';
import {readVersionLine, type DocsVersion} from './labels';
import {readSnapshot, snapshotPath, type Snapshot} from './snapshot';

export type ComponentsData = Record<string, PropsData & {module?: string}>;

interface Step {
  version: DocsVersion;
  components: ComponentsData;
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

export class ApiHistory {
  readonly versions: DocsVersion[];
  private readonly siteDir: string;
  private readonly currentProps: () => ComponentsData;

  constructor({siteDir, currentProps}: ApiHistoryOptions) {
    this.siteDir = siteDir;
    this.currentProps = currentProps;
    this.versions = readVersionLine(siteDir).versions;
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

  private steps(label: string | undefined): Step[] {
    const end = this.versions.indexOf(this.version(label));
    return this.versions.slice(0, end + 1).map((version) => ({
      version,
      components: this.components(version.isCurrent ? undefined : version.label),
    }));
  }

  /**
   * A component's props as a page of version `label` shows them, each prop that arrived after the
   * component itself marked with the release it arrived in, and the component marked too when it
   * arrived after the first component of its module. Undefined when the version has no such component.
   */
  propsTable(component: string, label: string | undefined): PropsData | undefined {
    const steps = this.steps(label);
    const end = steps.length - 1;
    const data = steps[end]?.components[component];
    if (!data) return undefined;
    const names = steps.map((step) => {
      const other = step.components[component];
      return other && propNames(other);
    });
    const componentStart = runStart(end, (index) => names[index] !== undefined);
    const annotate = (prop: PropDoc): PropDoc => {
      const start = runStart(end, (index) => names[index]?.has(prop.name) ?? false);
      return start > componentStart ? {...prop, ...arrival(steps[start]!.version)} : prop;
    };
    const {module} = data;
    const moduleStart =
      module === undefined
        ? componentStart
        : runStart(end, (index) =>
            Object.values(steps[index]!.components).some((other) => other.module === module),
          );
    return {
      ...data,
      ...(componentStart > moduleStart ? arrival(steps[componentStart]!.version) : {}),
      own: data.own.map(annotate),
      inherited: data.inherited.map((group) => ({...group, props: group.props.map(annotate)})),
    };
  }

  /**
   * When a docs page's module (`button`) first shipped, for a page of version `label`: the first
   * release of the unbroken run of versions that have it, the page's own version counting as one.
   */
  moduleSince(module: string, label: string | undefined): Arrival {
    const end = this.versions.indexOf(this.version(label));
    const start = runStart(end, (index) =>
      Object.values(this.snapshot(this.versions[index]!.label).components).some(
        (component) => component.module === module,
      ),
    );
    return arrival(this.versions[start]!);
  }
}
