// The React project the CLI runs in: its package.json, package manager and framework.
import fs from 'node:fs';
import path from 'node:path';
import {CliError} from './errors';

export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];
export type Framework = 'Vite' | 'Next.js' | 'Docusaurus' | 'other';

export interface Manifest {
  name?: string;
  packageManager?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

export interface Project {
  root: string;
  manifest: Manifest;
  packageManager: PackageManager;
  /** What told us the package manager, for messages: `package-lock.json`, `packageManager`, … */
  packageManagerSource: string;
  framework: Framework;
}

const LOCKFILES: [string, string][] = [
  ['package-lock.json', 'npm'],
  ['npm-shrinkwrap.json', 'npm'],
  ['pnpm-lock.yaml', 'pnpm'],
  ['yarn.lock', 'yarn'],
  ['bun.lock', 'bun'],
  ['bun.lockb', 'bun'],
  ['deno.lock', 'deno'],
];

function supported(name: string, source: string): PackageManager {
  if ((PACKAGE_MANAGERS as readonly string[]).includes(name)) return name as PackageManager;
  throw new CliError(
    `Unsupported package manager: ${name} (from ${source}). tessera-ui works with npm, pnpm, yarn and bun.`,
  );
}

/** Lockfile in the project or a folder above it (workspaces), then `packageManager`, then who ran us. */
function detectPackageManager(
  root: string,
  manifest: Manifest,
  env: Record<string, string | undefined>,
): {packageManager: PackageManager; packageManagerSource: string} {
  for (let dir = root; ; dir = path.dirname(dir)) {
    const found = LOCKFILES.find(([file]) => fs.existsSync(path.join(dir, file)));
    if (found)
      return {packageManager: supported(found[1], found[0]), packageManagerSource: found[0]};
    if (path.dirname(dir) === dir) break;
  }
  if (manifest.packageManager) {
    const name = manifest.packageManager.split('@')[0]!;
    return {
      packageManager: supported(name, '"packageManager" in package.json'),
      packageManagerSource: 'packageManager',
    };
  }
  const agent = env.npm_config_user_agent?.split('/')[0];
  if (agent && (PACKAGE_MANAGERS as readonly string[]).includes(agent)) {
    return {
      packageManager: agent as PackageManager,
      packageManagerSource: 'the command that ran tessera-ui',
    };
  }
  return {packageManager: 'npm', packageManagerSource: 'no lockfile: the default'};
}

export function hasDependency(manifest: Manifest, name: string): boolean {
  return Boolean(manifest.dependencies?.[name] ?? manifest.devDependencies?.[name]);
}

function detectFramework(manifest: Manifest): Framework {
  if (hasDependency(manifest, 'next')) return 'Next.js';
  if (hasDependency(manifest, '@docusaurus/core')) return 'Docusaurus';
  if (hasDependency(manifest, 'vite')) return 'Vite';
  return 'other';
}

/** The nearest package.json at or above `cwd`, or a CliError. */
export function findProject(cwd: string, env: Record<string, string | undefined>): Project {
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      let manifest: Manifest;
      try {
        manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
      } catch (error) {
        throw new CliError(`${file} is not valid JSON (${(error as Error).message}).`);
      }
      return {
        root: dir,
        manifest,
        ...detectPackageManager(dir, manifest, env),
        framework: detectFramework(manifest),
      };
    }
    if (path.dirname(dir) === dir) break;
  }
  throw new CliError(
    `No package.json in ${path.resolve(cwd)} or above: run tessera-ui in a React project (create one with "npm create vite@latest").`,
  );
}

/** Re-reads package.json, after an install changed it. */
export function reloadManifest(project: Project): Project {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(project.root, 'package.json'), 'utf8'),
  ) as Manifest;
  return {...project, manifest};
}
