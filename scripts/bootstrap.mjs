#!/usr/bin/env node
// Makes a fresh clone runnable: installs npm dependencies when the lockfile changed since the last
// install, and with --browser installs Debian's Chromium when it is missing. Uses only Node
// built-ins because it runs before node_modules exists.
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {execSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'node_modules', '.tessera-install-stamp');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command) {
  console.log(`[bootstrap] ${command}`);
  execSync(command, {cwd: root, stdio: 'inherit'});
}

function lockfileHash() {
  const lock = readFileSync(path.join(root, 'package-lock.json'));
  return createHash('sha256').update(lock).update(process.version).digest('hex');
}

function installDependencies() {
  const wanted = lockfileHash();
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (current === wanted) return;
  run('npm ci --no-audit --no-fund');
  writeFileSync(stampFile, wanted);
}

function installChromium() {
  if (existsSync(chromiumPath)) return;
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  run(`${sudo}apt-get update -qq`);
  run(
    `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-color-emoji`,
  );
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is still missing at ${chromiumPath}; install Debian's "chromium" package.`,
    );
  }
}

installDependencies();
if (process.argv.includes('--browser')) installChromium();
