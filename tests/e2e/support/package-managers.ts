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
export const UNINSTALLABLE_TEMPLATE_DEPENDENCIES: Record<string, string[]> = {yarn: ['oxlint']};

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
