// The package managers the Installation page has tabs for, installed the way this machine can: all
// of them are npm packages, installed with npm from the local registry into a throw-away folder.
import fs from 'node:fs';
import path from 'node:path';
import type {LocalRegistry} from './registry';
import {runCommand} from './run-command';

/**
 * Yarn 1 is what both `npm install --global yarn` and Corepack's default give a project that does
 * not pin a Yarn version. Bun's own package downloads its binary in an install script, which npm
 * does not run by default; its platform package holds the same binary.
 */
const TOOLS: Record<string, {spec: string; bin: string}> = {
  pnpm: {spec: 'pnpm@12', bin: 'node_modules/.bin/pnpm'},
  yarn: {spec: 'yarn@1', bin: 'node_modules/.bin/yarn'},
  bun: {spec: '@oven/bun-linux-x64@1', bin: 'node_modules/@oven/bun-linux-x64/bin/bun'},
};

export const OTHER_PACKAGE_MANAGERS = Object.keys(TOOLS);

/**
 * Template dependencies a package manager cannot install from the registry this suite proxies, by
 * manager. Yarn 1 resolves the native binding of every platform a package lists as optional, and
 * that registry holds oxlint's (the template's linter) only for the platform this machine runs.
 */
const UNINSTALLABLE_TEMPLATE_DEPENDENCIES: Record<string, string[]> = {yarn: ['oxlint']};

/**
 * Template dependencies whose newest release lists an optional package the registry this suite
 * proxies does not hold at all (Vite 8.4's Windows-only napi-windows-process-start-time): npm,
 * pnpm and bun skip a missing optional package, Yarn 1 stops. By manager.
 */
const PINNED_TEMPLATE_DEPENDENCIES: Record<string, string[]> = {yarn: ['vite']};

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

async function registryHas(name: string, cwd: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  return runCommand(`npm view ${name} version`, {cwd, env}).then(
    () => true,
    () => false,
  );
}

/**
 * Fits the app at `app` (already pointed at the registry) to what `manager` can install from it:
 * drops what it cannot install and pins what it can install only in an older release of the
 * template's range. Returns what was changed, one line each, for the test's annotations.
 */
export async function fitTemplateToRegistry(
  app: string,
  manager: string,
  env: NodeJS.ProcessEnv,
): Promise<string[]> {
  const file = path.join(app, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  const changes: string[] = [];
  for (const name of UNINSTALLABLE_TEMPLATE_DEPENDENCIES[manager] ?? []) {
    delete manifest.devDependencies?.[name];
    changes.push(`without ${name}, which ${manager} cannot install from this registry`);
  }
  for (const name of PINNED_TEMPLATE_DEPENDENCIES[manager] ?? []) {
    const deps = manifest.devDependencies?.[name]
      ? manifest.devDependencies
      : manifest.dependencies;
    const range = deps?.[name];
    if (!deps || !range) continue;
    const {output} = await runCommand(
      `npm view '${name}@${range}' version optionalDependencies --json`,
      {
        cwd: app,
        env,
      },
    );
    const parsed = JSON.parse(output) as Release | Release[];
    const releases = (Array.isArray(parsed) ? parsed : [parsed]).reverse();
    const present = new Map<string, boolean>();
    for (const release of releases) {
      let complete = true;
      for (const optional of Object.keys(release.optionalDependencies ?? {})) {
        if (!present.has(optional)) present.set(optional, await registryHas(optional, app, env));
        complete &&= present.get(optional)!;
      }
      if (!complete) continue;
      if (release !== releases[0]) {
        deps[name] = release.version;
        changes.push(
          `${name} ${release.version}, the newest release of ${range} whose optional packages this registry holds`,
        );
      }
      break;
    }
  }
  fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  return changes;
}

interface Release {
  version: string;
  optionalDependencies?: Record<string, string>;
}

/** Installs pnpm, yarn and bun into `dir` and returns a folder holding their commands, for PATH. */
export async function installPackageManagers(
  dir: string,
  registry: LocalRegistry,
  env: NodeJS.ProcessEnv,
): Promise<string> {
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, 'package.json'), '{"private": true}\n');
  registry.configure(dir);
  const specs = Object.values(TOOLS).map((tool) => tool.spec);
  await runCommand(`npm install --no-audit --no-fund ${specs.join(' ')}`, {cwd: dir, env});
  const binDir = path.join(dir, 'bin');
  fs.mkdirSync(binDir);
  for (const [name, tool] of Object.entries(TOOLS)) {
    fs.symlinkSync(path.join(dir, tool.bin), path.join(binDir, name));
  }
  return binDir;
}
