// Records the API of the library's current version as a release of the current line, so the
// current pages can tell what arrived after it ("New in 2.1"). Run when a release is published.
import fs from 'node:fs';
import path from 'node:path';
import type {ComponentsData} from './history';
import {readVersionLine} from './labels';
import {formatSnapshot, packSnapshot, releaseSnapshotPath} from './snapshot';

export interface RecordReleaseOptions {
  siteDir: string;
  /** The current source's props (docgen). */
  components: ComponentsData;
  recordedBy: string;
}

/** Writes `versioned_artifacts/releases/<version>.json`; returns its path relative to `siteDir`. */
export function recordRelease({siteDir, components, recordedBy}: RecordReleaseOptions): string {
  const {current, packageVersion} = readVersionLine(siteDir);
  if (!/^\d+\.\d+\.\d+$/.test(packageVersion)) {
    throw new Error(
      `packages/react/package.json says ${packageVersion}: record a release, not a pre-release.`,
    );
  }
  const file = releaseSnapshotPath(siteDir, packageVersion);
  const relative = path.relative(siteDir, file);
  if (fs.existsSync(file)) throw new Error(`${relative} exists: ${packageVersion} is recorded.`);
  const withModules = Object.fromEntries(
    Object.entries(components).map(([name, data]) => {
      if (!data.module) throw new Error(`${name} has no module: it is not a public component.`);
      return [name, {...data, module: data.module}];
    }),
  );
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(
    file,
    formatSnapshot(
      packSnapshot({version: current.label, release: packageVersion, recordedBy}, withModules),
    ),
  );
  return relative;
}
