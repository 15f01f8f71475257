#!/usr/bin/env node
// npm run pack:packages [-- --out DIR]: builds every publishable package in packages/, packs it
// as npm would publish it and writes the tarball to dist/packages/ (or DIR). The last lines are
// the tarballs' paths, one a line, so scripts and tests can read them.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {exportedFiles, publishManifest} from './packages/manifest.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outFlag = process.argv.indexOf('--out');
const outDir = path.resolve(
  outFlag === -1 ? path.join(root, 'dist/packages') : process.argv[outFlag + 1],
);

/** A failure the reader can act on: printed as one line, without a stack. */
class PackError extends Error {}

function fail(message) {
  throw new PackError(message);
}

function run(command, args, options = {}) {
  return spawnSync(command, args, {cwd: root, encoding: 'utf8', ...options});
}

function publishablePackages() {
  const dir = path.join(root, 'packages');
  return fs
    .readdirSync(dir)
    .map((name) => path.join(dir, name))
    .filter((pkgDir) => fs.existsSync(path.join(pkgDir, 'package.json')))
    .map((pkgDir) => ({
      dir: pkgDir,
      manifest: JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')),
    }))
    .filter(({manifest}) => !manifest.private);
}

function build({dir, manifest}) {
  if (!manifest.scripts?.build) return;
  if (!fs.existsSync(path.join(root, 'node_modules/.bin/tsdown'))) {
    fail(`cannot build ${manifest.name}: its build tools are not installed; run "npm ci" first.`);
  }
  console.log(`Building ${manifest.name}…`);
  const result = run('npm', ['run', 'build', '--silent'], {cwd: dir, stdio: 'inherit'});
  if (result.status !== 0) fail(`building ${manifest.name} failed (the build's output is above).`);
}

/** Copies what npm would publish into a staging folder with the published manifest. */
function stage({dir, manifest}, stagingRoot) {
  const published = publishManifest(manifest);
  const missing = exportedFiles(published.exports ?? {}).filter(
    (file) => !fs.existsSync(path.join(dir, file)),
  );
  if (missing.length > 0) {
    fail(`${manifest.name} exports ${missing.join(', ')}, which the build did not write.`);
  }
  const target = path.join(stagingRoot, manifest.name.replace('/', '+'));
  fs.mkdirSync(target, {recursive: true});
  for (const entry of [...(manifest.files ?? []), 'README.md', 'LICENSE']) {
    const from = path.join(dir, entry);
    if (!fs.existsSync(from)) fail(`${manifest.name} has no ${entry} to publish.`);
    fs.cpSync(from, path.join(target, entry), {recursive: true});
  }
  fs.writeFileSync(path.join(target, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
  return target;
}

function pack(stagedDir, name) {
  const result = run('npm', [
    'pack',
    stagedDir,
    '--pack-destination',
    outDir,
    '--json',
    '--silent',
  ]);
  if (result.status !== 0)
    fail(`npm pack ${name} failed: ${result.stderr.trim().split('\n').at(-1)}`);
  const [info] = JSON.parse(result.stdout);
  return path.join(outDir, info.filename);
}

function main() {
  const packages = publishablePackages();
  if (packages.length === 0) fail('found no publishable package in packages/.');
  fs.mkdirSync(outDir, {recursive: true});
  const stagingRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-pack-'));
  try {
    const tarballs = packages.map((pkg) => {
      build(pkg);
      return pack(stage(pkg, stagingRoot), pkg.manifest.name);
    });
    console.log(tarballs.join('\n'));
  } finally {
    fs.rmSync(stagingRoot, {recursive: true, force: true});
  }
}

try {
  main();
} catch (error) {
  if (!(error instanceof PackError)) throw error;
  console.error(`pack:packages: ${error.message}`);
  process.exitCode = 1;
}
