#!/usr/bin/env node
// The whole test suite: Jest (components, plugin, API), then a production build, then Playwright
// against the real server. Ends with one summary line over both runners.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {summaryLine} from './test-summary.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Outside test-results/: Playwright empties that folder when it starts.
const resultsDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-test-summary-'));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function step(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: {...process.env, ...env},
  });
  console.log(
    `=== ${title} finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${result.status})`,
  );
  return result.status === 0;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const jestJson = path.join(resultsDir, 'jest.json');
// Two workers on a 2-core machine: Jest's default (cores − 1) runs the files one at a time, and
// many wait on a database, a server or a child process rather than compute.
const jestOk = step('Jest', bin('jest'), [
  '--ci',
  '--maxWorkers=2',
  '--json',
  `--outputFile=${jestJson}`,
]);

// The build is made for the origin the e2e server serves it from, as a deployment is for its own:
// the registry's items point at their dependencies by absolute URL (the shadcn CLI follows them).
const e2eOrigin = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
const buildOk =
  process.env.E2E_SKIP_BUILD === '1'
    ? true
    : step('Production build', bin('docusaurus'), ['build'], {
        SITE_URL: process.env.SITE_URL ?? e2eOrigin,
      });

const playwrightJson = path.join(resultsDir, 'playwright.json');
const e2eOk =
  buildOk &&
  step('Playwright', bin('playwright'), ['test'], {PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson});

const jest = readJson(jestJson);
const playwright = buildOk ? readJson(playwrightJson) : undefined;
const ok = jestOk && buildOk && e2eOk;

console.log(
  `\nJest: ${jest ? `${jest.numPassedTests} passed, ${jest.numFailedTests} failed` : 'no results'}`,
);
console.log(
  `Playwright: ${playwright ? `${playwright.stats.expected} passed, ${playwright.stats.unexpected} failed, ${playwright.stats.flaky} flaky` : 'not run'}`,
);
console.log(summaryLine({jest, playwright, buildOk}));
process.exit(ok ? 0 : 1);
