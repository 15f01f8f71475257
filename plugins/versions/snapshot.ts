// A props snapshot: the API of one docs version, as react-docgen-typescript saw it when the version
// was cut (plugins/remark-site-data/props.ts). Frozen pages render their props tables from it, the
// "since" badges and the migration guide compare snapshots, and anything else that needs a
// version's API (search, the changelog) reads it with `readSnapshot`. Format: ./README.md.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {PropDoc, PropsData} from '../../src/components/PropsTable/types';

export const SNAPSHOT_FORMAT = 1;

/** One component in a snapshot file: own props in full, inherited ones as keys into `inherited`. */
export interface SnapshotComponent {
  /** The package entry point and docs page slug it belongs to (`button` for `@tessera-ui/react/button`). */
  module: string;
  description: string;
  /** JSDoc `@deprecated` of the component itself: an old name kept as an alias. */
  deprecated?: string;
  own: PropDoc[];
  inherited: {source: string; props: string[]}[];
}

/** The JSON file, `versioned_artifacts/version-<label>/props.json`. */
export interface SnapshotFile {
  format: typeof SNAPSHOT_FORMAT;
  /** The docs version label, `2.x`. */
  version: string;
  /** The library's package.json version when the snapshot was taken, `2.4.1`. */
  release: string;
  /** How it was made: by `npm run version:cut`, or recorded by hand for a version cut before snapshots. */
  recordedBy: string;
  components: Record<string, SnapshotComponent>;
  /**
   * Inherited props, once per source and key. A key is the prop's name, or `name~<hash>` when the
   * same name is documented differently by two components (React Aria's `className`, for one).
   */
  inherited: Record<string, Record<string, PropDoc>>;
}

/** A snapshot as readers use it: every component's props data, expanded. */
export interface Snapshot {
  version: string;
  release: string;
  components: Record<string, PropsData & {module: string}>;
}

export function artifactsDir(siteDir: string, label: string): string {
  return path.join(siteDir, 'versioned_artifacts', `version-${label}`);
}

export function snapshotPath(siteDir: string, label: string): string {
  return path.join(artifactsDir(siteDir, label), 'props.json');
}

/**
 * The API of one release of the current line (`2.0.0`), recorded when it was published: the
 * current line's pages compare the source with it to tell what is new since (`New in 2.1`).
 */
export function releaseSnapshotPath(siteDir: string, release: string): string {
  return path.join(siteDir, 'versioned_artifacts', 'releases', `${release}.json`);
}

const RELEASE_FILE = /^(\d+)\.(\d+)\.(\d+)\.json$/;

/** The recorded releases of major `major`, oldest first (`['2.0.0', '2.1.0']`). */
export function readReleaseVersions(siteDir: string, major: number): string[] {
  const dir = path.dirname(releaseSnapshotPath(siteDir, '0.0.0'));
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((file) => RELEASE_FILE.exec(file))
    .filter((match): match is RegExpExecArray => match !== null && Number(match[1]) === major)
    .map((match) => [Number(match[1]), Number(match[2]), Number(match[3])])
    .sort((a, b) => a[1]! - b[1]! || a[2]! - b[2]!)
    .map((parts) => parts.join('.'));
}

const stable = (prop: PropDoc) => JSON.stringify(prop, Object.keys(prop).sort());

/** Packs props data into the file format, sharing inherited props between components. */
export function packSnapshot(
  meta: {version: string; release: string; recordedBy: string},
  components: Record<string, PropsData & {module: string}>,
): SnapshotFile {
  const inherited: SnapshotFile['inherited'] = {};
  const keyOf = (source: string, prop: PropDoc): string => {
    const pool = (inherited[source] ??= {});
    const existing = pool[prop.name];
    if (existing === undefined || stable(existing) === stable(prop)) {
      pool[prop.name] = prop;
      return prop.name;
    }
    const hash = crypto.createHash('sha1').update(stable(prop)).digest('hex').slice(0, 8);
    const key = `${prop.name}~${hash}`;
    pool[key] = prop;
    return key;
  };
  const names = Object.keys(components).sort();
  const packed = Object.fromEntries(
    names.map((name) => {
      const data = components[name]!;
      const component: SnapshotComponent = {
        module: data.module,
        description: data.description,
        ...(data.deprecated !== undefined && {deprecated: data.deprecated}),
        own: data.own,
        inherited: data.inherited.map((group) => ({
          source: group.source,
          props: group.props.map((prop) => keyOf(group.source, prop)),
        })),
      };
      return [name, component];
    }),
  );
  const sortedPools = Object.fromEntries(
    Object.keys(inherited)
      .sort()
      .map((source) => [
        source,
        Object.fromEntries(
          Object.keys(inherited[source]!)
            .sort()
            .map((key) => [key, inherited[source]![key]!]),
        ),
      ]),
  );
  return {format: SNAPSHOT_FORMAT, ...meta, components: packed, inherited: sortedPools};
}

export function unpackSnapshot(file: SnapshotFile, where: string): Snapshot {
  if (file.format !== SNAPSHOT_FORMAT) {
    throw new Error(
      `${where} is a props snapshot in format ${String(file.format)}; this site reads format ${SNAPSHOT_FORMAT}.`,
    );
  }
  const components = Object.fromEntries(
    Object.entries(file.components).map(([name, component]) => [
      name,
      {
        component: name,
        module: component.module,
        description: component.description,
        ...(component.deprecated !== undefined && {deprecated: component.deprecated}),
        own: component.own,
        inherited: component.inherited.map((group) => ({
          source: group.source,
          props: group.props.map((key) => {
            const prop = file.inherited[group.source]?.[key];
            if (!prop) {
              throw new Error(
                `${where}: ${name} inherits "${key}" from ${group.source}, which the snapshot does not define.`,
              );
            }
            return prop;
          }),
        })),
      },
    ]),
  );
  return {version: file.version, release: file.release, components};
}

export function formatSnapshot(file: SnapshotFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

const cache = new Map<string, {mtimeMs: number; snapshot: Snapshot}>();

/** The snapshot of a cut version, or undefined when it has none. Cached while the file is unchanged. */
export function readSnapshot(siteDir: string, label: string): Snapshot | undefined {
  return readSnapshotFile(siteDir, snapshotPath(siteDir, label));
}

/** The recorded API of release `release` (`2.0.0`), or undefined when it has none. */
export function readReleaseSnapshot(siteDir: string, release: string): Snapshot | undefined {
  return readSnapshotFile(siteDir, releaseSnapshotPath(siteDir, release));
}

function readSnapshotFile(siteDir: string, file: string): Snapshot | undefined {
  if (!fs.existsSync(file)) return undefined;
  const {mtimeMs} = fs.statSync(file);
  const cached = cache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.snapshot;
  const where = path.relative(siteDir, file);
  const snapshot = unpackSnapshot(JSON.parse(fs.readFileSync(file, 'utf8')) as SnapshotFile, where);
  cache.set(file, {mtimeMs, snapshot});
  return snapshot;
}
