// Exported example projects on disk: unzipped from the docs' downloads, then given one shared
// install, so dozens of projects cost one `npm install` instead of one each.
import fs from 'node:fs';
import path from 'node:path';
import {strFromU8, unzipSync} from 'fflate';
import type {LocalRegistry} from './registry';
import {runCommand} from './run-command';

export interface ProjectManifest {
  name: string;
  version: string;
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/** Unzips an archive into `parent`; returns its one top-level folder, which holds the project. */
export function unzipProject(archive: Uint8Array, parent: string): string {
  const entries = unzipSync(archive);
  const folders = new Set(Object.keys(entries).map((name) => name.split('/')[0]!));
  if (folders.size !== 1 || Object.keys(entries).some((name) => !name.includes('/'))) {
    throw new Error(`The archive should hold one folder, not ${[...folders].join(', ')}.`);
  }
  for (const [name, bytes] of Object.entries(entries)) {
    if (name.endsWith('/')) continue;
    const file = path.join(parent, name);
    if (!file.startsWith(parent + path.sep)) throw new Error(`Unsafe path in the archive: ${name}`);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, strFromU8(bytes));
  }
  return path.join(parent, [...folders][0]!);
}

/** A project's own files by path (what it was exported with: no node_modules, no dist). */
export function readProjectFiles(project: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(project, {recursive: true, encoding: 'utf8'})
      .filter((name) => !/^(node_modules|dist)(\/|$)/.test(name))
      .filter((name) => fs.lstatSync(path.join(project, name)).isFile())
      .map((name) => [name, fs.readFileSync(path.join(project, name), 'utf8')]),
  );
}

export function readManifest(project: string): ProjectManifest {
  return JSON.parse(fs.readFileSync(path.join(project, 'package.json'), 'utf8'));
}

/**
 * Every dependency of every project at the one range they all ask for: the ranges come from the
 * same package files, so two projects asking for different ones is a bug of the export.
 */
export function sharedDependencies(projects: string[]): Record<string, string> {
  const ranges = new Map<string, Map<string, string>>();
  for (const project of projects) {
    const {dependencies, devDependencies} = readManifest(project);
    for (const [name, range] of Object.entries({...dependencies, ...devDependencies})) {
      if (!ranges.has(name)) ranges.set(name, new Map());
      ranges.get(name)!.set(range, path.basename(project));
    }
  }
  const conflicts = [...ranges]
    .filter(([, byRange]) => byRange.size > 1)
    .map(([name, byRange]) => `${name}: ${[...byRange].map(([r, p]) => `${r} (${p})`).join(', ')}`);
  if (conflicts.length > 0)
    throw new Error(`Projects disagree on versions:\n${conflicts.join('\n')}`);
  return Object.fromEntries([...ranges].map(([name, byRange]) => [name, [...byRange.keys()][0]!]));
}

/**
 * Installs the projects' dependencies once, in `installDir`, from `registry`, and links each
 * project's node_modules to it. Resolution follows the links to one real path per file, so the
 * type checker and the bundler see the same files for every project.
 */
export async function installShared(
  projects: string[],
  installDir: string,
  registry: LocalRegistry,
  env: NodeJS.ProcessEnv,
): Promise<number> {
  fs.mkdirSync(installDir, {recursive: true});
  const manifest = {
    name: 'shared-install',
    private: true,
    dependencies: sharedDependencies(projects),
  };
  fs.writeFileSync(path.join(installDir, 'package.json'), JSON.stringify(manifest, null, 2));
  registry.configure(installDir);
  // Not --prefer-offline: a package document cached from an earlier run's registry could name that
  // run's library tarball, which the cache would then install instead of this run's.
  const {seconds} = await runCommand('npm install --no-audit --no-fund --loglevel=error', {
    cwd: installDir,
    env,
    timeoutMs: 240_000,
  });
  for (const project of projects) {
    fs.symlinkSync(
      path.join(installDir, 'node_modules'),
      path.join(project, 'node_modules'),
      'dir',
    );
  }
  return seconds;
}
