// `npm run version:cut <label>`: freezes the current docs as version <label>. Its steps (./freeze)
// run in order: Docusaurus copies the MDX and the sidebar (docs:version), then each step freezes
// one generated artefact the version shows, so its pages never read the current source again. The
// current docs then take the next label (./docsConfig.ts reads versions.json). On any failure the
// cut removes what it wrote, so the checkout is as it was.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {FREEZE_HOOKS} from './freeze';
import type {FreezeHook} from './freeze/types';
import {majorOf, readCutLabels, readPackageVersion, readVersionLine} from './labels';
import {artifactsDir} from './snapshot';

/** A reason the cut refuses or stops, said in one line. */
export class CutError extends Error {}

/** What the current docs are built from: a cut must freeze a committed state of these. */
export const CUT_INPUTS = [
  'docs',
  'packages/react',
  'showcase/components.json',
  'sidebars.ts',
  'versions.json',
  'versioned_docs',
  'versioned_sidebars',
  'versioned_artifacts',
  'versioned_registry',
];

export interface CutOptions {
  siteDir: string;
  label: string | undefined;
  hooks?: readonly FreezeHook[];
  log?: (line: string) => void;
}

function checkLabel(siteDir: string, label: string | undefined): string {
  const {current} = readVersionLine(siteDir);
  if (label === undefined || label === '') {
    throw new CutError(
      `Name the version to cut: npm run version:cut ${current.label} (the current docs are ${current.label}).`,
    );
  }
  if (majorOf(label) === undefined) {
    throw new CutError(
      `"${label}" is not a docs version label: use <major>.x, such as ${current.label}.`,
    );
  }
  if (
    readCutLabels(siteDir).includes(label) ||
    fs.existsSync(path.join(siteDir, 'versioned_docs', `version-${label}`)) ||
    fs.existsSync(artifactsDir(siteDir, label))
  ) {
    throw new CutError(
      `${label} is already cut (versions.json or versioned_docs/version-${label}); cut ${current.label}, the current docs.`,
    );
  }
  if (label !== current.label) {
    throw new CutError(
      `The current docs are ${current.label}, so the next cut is ${current.label}, not ${label}.`,
    );
  }
  const release = readPackageVersion(siteDir);
  if (Number(release.split('.')[0]) !== majorOf(label)) {
    throw new CutError(
      `packages/react/package.json is version ${release}: cut ${label} from a ${label} release of the library.`,
    );
  }
  return release;
}

function checkCommitted(siteDir: string): void {
  const status = spawnSync(
    'git',
    ['status', '--porcelain', '--untracked-files=all', '--', ...CUT_INPUTS],
    {
      cwd: siteDir,
      encoding: 'utf8',
    },
  );
  if (status.status !== 0) {
    throw new CutError(
      `Cannot read git status in ${siteDir}: the cut freezes committed docs and sources, so it runs in a git checkout.`,
    );
  }
  const dirty = status.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
  if (dirty.length > 0) {
    const more = dirty.length > 1 ? ` and ${dirty.length - 1} more` : '';
    throw new CutError(
      `Uncommitted changes in ${dirty[0]}${more}: commit or stash them first, so the cut freezes a commit.`,
    );
  }
}

/**
 * Puts back versions.json and removes what the cut created: the folders Docusaurus and the steps
 * write for the label, and every file a finished step reported.
 */
function rollback(
  siteDir: string,
  label: string,
  versionsJson: string | undefined,
  written: string[],
): void {
  for (const created of [
    path.join(siteDir, 'versioned_docs', `version-${label}`),
    path.join(siteDir, 'versioned_sidebars', `version-${label}-sidebars.json`),
    artifactsDir(siteDir, label),
    ...written.filter((file) => file !== 'versions.json').map((file) => path.join(siteDir, file)),
  ]) {
    fs.rmSync(created, {recursive: true, force: true});
  }
  const versionsFile = path.join(siteDir, 'versions.json');
  if (versionsJson === undefined) fs.rmSync(versionsFile, {force: true});
  else fs.writeFileSync(versionsFile, versionsJson);
}

export async function cutVersion({
  siteDir,
  label: requested,
  hooks = FREEZE_HOOKS,
  log = console.log,
}: CutOptions): Promise<{label: string; next: string; files: string[]}> {
  const release = checkLabel(siteDir, requested);
  const label = requested!;
  checkCommitted(siteDir);

  const versionsFile = path.join(siteDir, 'versions.json');
  const versionsJson = fs.existsSync(versionsFile)
    ? fs.readFileSync(versionsFile, 'utf8')
    : undefined;
  const files: string[] = [];
  try {
    const context = {
      siteDir,
      label,
      release,
      docsDir: path.join(siteDir, 'versioned_docs', `version-${label}`),
      artifactsDir: artifactsDir(siteDir, label),
    };
    for (const hook of hooks) {
      log(`${hook.name}: ${hook.summary}`);
      try {
        files.push(...(await hook.run(context)));
      } catch (error) {
        throw new CutError(`The ${hook.name} step failed: ${(error as Error).message}`);
      }
    }
  } catch (error) {
    rollback(siteDir, label, versionsJson, files);
    throw error;
  }
  return {label, next: readVersionLine(siteDir).current.label, files};
}
