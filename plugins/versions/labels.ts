// Docs version labels. A docs version is one major release line: its label is `<major>.x`
// (`2.x`), the docs in docs/ are the current line and versions.json lists the lines already cut,
// newest first (Docusaurus' own file).
import fs from 'node:fs';
import path from 'node:path';

const LABEL = /^([1-9]\d*)\.x$/;

/** The major of a label (`2.x` → 2), or undefined when it is not `<major>.x`. */
export function majorOf(label: string): number | undefined {
  const match = LABEL.exec(label);
  return match ? Number(match[1]) : undefined;
}

/** The release readers see for the first version of a line: `2.x` → `2.0`. */
export function firstRelease(label: string): string {
  return `${majorOf(label) ?? label}.0`;
}

export interface DocsVersion {
  /** `2.x` */
  label: string;
  /** The first release of the line (`2.0`), as badges show it. */
  release: string;
  /** The line docs/ holds. */
  isCurrent: boolean;
  /**
   * Whether the library has shipped this line: always for a cut line; for the current one, once
   * the library's package.json version reaches its major (until then its additions are "New in").
   */
  isReleased: boolean;
}

export interface VersionLine {
  /** Oldest first: every cut line, then the current one. */
  versions: DocsVersion[];
  current: DocsVersion;
  /** The library's package.json version (`2.0.0`). */
  packageVersion: string;
}

export function readCutLabels(siteDir: string): string[] {
  const file = path.join(siteDir, 'versions.json');
  if (!fs.existsSync(file)) return [];
  return JSON.parse(fs.readFileSync(file, 'utf8')) as string[];
}

export function readPackageVersion(siteDir: string): string {
  const manifest = path.join(siteDir, 'packages/react/package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string}).version;
}

/**
 * The versions the docs show, oldest first. The current line is the one after the newest cut
 * line; before any cut, the library's own major.
 */
export function readVersionLine(siteDir: string): VersionLine {
  const cut = readCutLabels(siteDir);
  const packageVersion = readPackageVersion(siteDir);
  const packageMajor = Number(packageVersion.split('.')[0]);
  for (const label of cut) {
    if (majorOf(label) === undefined) {
      throw new Error(
        `versions.json lists "${label}", which is not a docs version label: labels are <major>.x, such as 2.x.`,
      );
    }
  }
  const newest = cut[0] === undefined ? undefined : majorOf(cut[0]);
  const currentMajor = newest === undefined ? packageMajor : newest + 1;
  const current: DocsVersion = {
    label: `${currentMajor}.x`,
    release: `${currentMajor}.0`,
    isCurrent: true,
    isReleased: packageMajor >= currentMajor,
  };
  const older = [...cut].reverse().map((label) => ({
    label,
    release: firstRelease(label),
    isCurrent: false,
    isReleased: true,
  }));
  return {versions: [...older, current], current, packageVersion};
}

/** The docs version a doc source file belongs to: its `versioned_docs/version-<label>/` folder, else the current one. */
export function versionOfFile(filePath: string): string | undefined {
  return /[\\/]versioned_docs[\\/]version-([^\\/]+)[\\/]/.exec(filePath)?.[1];
}
