#!/usr/bin/env node
// `npm run bench`: builds the portal (cold, then warm) and the stock Docusaurus baseline in
// private copies, serves both with the portal's production server, and measures Lighthouse,
// first-load JavaScript, live-edit latency and build cost in one run. Prints a table and writes
// bench/results/<timestamp>.json. See bench/README.md for the knobs and how to read the output.
import {chromium} from '@playwright/test';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {timedBuild} from './lib/build.mjs';
import {buildProfile} from './lib/build-profile.mjs';
import {baselineFirstTap, firstInteraction} from './lib/first-interaction.mjs';
import {firstLoadJs} from './lib/first-load-js.mjs';
import {CHROME_FLAGS, lighthouseMedian, lighthouseRuns, summariseRuns} from './lib/lighthouse.mjs';
import {liveEditLatency} from './lib/live-edit.mjs';
import {choosePages, sweepPages} from './lib/pages.mjs';
import {evaluateTargets, formatReport, isComponentPage, missedPageTargets} from './lib/report.mjs';
import {serve} from './lib/serve.mjs';
import {makeWorkspace} from './lib/workspace.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const config = {
  runs: Number(env.BENCH_RUNS ?? 3),
  presets: (env.BENCH_PRESETS ?? 'mobile,desktop').split(',').filter(Boolean),
  /** Comma-separated page labels to measure (home, button, form, tabs, showcase, themes, baseline). */
  only: env.BENCH_ONLY ? env.BENCH_ONLY.split(',') : null,
  /** Reuse existing build folders instead of building (development of the bench itself). */
  siteBuild: env.BENCH_SITE_BUILD || null,
  baselineBuild: env.BENCH_BASELINE_BUILD || null,
  lighthouse: env.BENCH_LIGHTHOUSE !== '0',
  chromePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  /** Serialise builds with other builders on a shared machine (`flock` on this file). */
  buildLock: env.BENCH_BUILD_LOCK || null,
  keystrokes: Number(env.BENCH_KEYSTROKES ?? 50),
  /** Build a commit (e.g. HEAD) instead of the working tree, as a fresh clone would. */
  ref: env.BENCH_REF || null,
  /** Also measure every other component and showcase page, one mobile run each. */
  sweep: env.BENCH_SWEEP !== '0',
  /**
   * A sweep page whose one run misses a per-page target (performance, TBT) is run until it has
   * this many runs, and judged on their median, as the headline pages are: one run of a page
   * varies 2–3× in TBT on a shared machine. The first run counts among them.
   */
  confirmRuns: Number(env.BENCH_CONFIRM_RUNS ?? 3),
  /** Time the first press on a not-yet-live example of every component page (slow phone). */
  interaction: env.BENCH_INTERACTION !== '0',
};

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const work = path.join(os.tmpdir(), `tessera-bench-${stamp}`);
mkdirSync(work, {recursive: true});
const log = (message) =>
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function build(name, siteDir, outDir) {
  const output = [];
  const result = await timedBuild({
    root,
    siteDir,
    outDir,
    lockFile: config.buildLock,
    // Docusaurus's own timings of each phase and plugin, and our plugins' named parts.
    env: {DOCUSAURUS_PERF_LOGGER: 'true'},
    onOutput: (chunk) => output.push(chunk),
  });
  const text = Buffer.concat(output).toString('utf8');
  writeFileSync(path.join(work, `${name}.log`), text);
  if (result.exitCode === 0) result.profile = buildProfile(text, outDir);
  log(
    `${name}: ${result.seconds.toFixed(1)} s, peak ${(result.peakRssBytes / 2 ** 20).toFixed(0)} MB`,
  );
  if (result.exitCode !== 0) {
    throw new Error(`${name} build failed (exit ${result.exitCode}):\n${text.slice(-3000)}`);
  }
  return result;
}

async function buildAll() {
  const builds = {};
  let siteDir = config.siteBuild;
  if (!siteDir) {
    const site = makeWorkspace({
      root,
      dest: path.join(work, 'site'),
      exclude: ['bench'],
      ref: config.ref,
    });
    log(`portal copied (${site.files} files) to ${site.dir}`);
    siteDir = path.join(work, 'site-build');
    // Cold: a fresh copy, so no .docusaurus, rspack or plugin caches exist yet.
    builds.siteCold = await build('portal-cold', site.dir, siteDir);
    // Warm: the same copy again, with every cache the first build left behind.
    builds.siteWarm = await build('portal-warm', site.dir, siteDir);
  }
  let baselineDir = config.baselineBuild;
  if (!baselineDir) {
    const baseline = makeWorkspace({
      root,
      subdir: 'bench/baseline',
      dest: path.join(work, 'baseline'),
      ref: config.ref,
    });
    baselineDir = path.join(work, 'baseline-build');
    builds.baselineCold = await build('baseline-cold', baseline.dir, baselineDir);
  }
  return {builds, siteDir, baselineDir};
}

/** Servers to stop if the run is interrupted, so no server outlives the bench. */
const servers = [];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void Promise.all(servers.map((server) => server.stop())).finally(() => process.exit(130));
  });
}

async function main() {
  log(`working in ${work}`);
  const {builds, siteDir, baselineDir} = await buildAll();
  const {pages: sitePages, notes} = choosePages(siteDir);
  for (const note of notes) log(`note: ${note}`);

  const site = await serve({root, staticDir: siteDir});
  servers.push(site);
  const baseline = await serve({root, staticDir: baselineDir});
  servers.push(baseline);
  const pages = [
    ...sitePages.map((page) => ({...page, url: `${site.origin}${page.path}`})),
    {
      label: 'baseline',
      path: '/docs/intro',
      url: `${baseline.origin}/docs/intro`,
      isBaseline: true,
    },
  ].filter((page) => !config.only || config.only.includes(page.label.split('→')[0]));
  const sweep = config.sweep
    ? sweepPages(siteDir, sitePages).map((page) => ({...page, url: `${site.origin}${page.path}`}))
    : [];
  if (sweep.length) log(`sweep: ${sweep.length} more pages, one mobile Lighthouse run each`);

  const browser = await chromium.launch({executablePath: config.chromePath, args: CHROME_FLAGS});
  let liveEdit = null;
  try {
    for (const page of pages) {
      page.js = await firstLoadJs(browser, page.url);
      log(`${page.label}: first-load JS ${(page.js.bytes / 1024).toFixed(1)} kB`);
    }
    for (const page of sweep) page.js = await firstLoadJs(browser, page.url);
    const livePage = pages.find((page) => !page.isBaseline && page.path.startsWith('/docs/'));
    if (livePage) {
      try {
        liveEdit = await liveEditLatency(browser, livePage.url, {keystrokes: config.keystrokes});
        log(`live edit on ${livePage.path}: p95 ${liveEdit.p95Ms?.toFixed(1)} ms`);
      } catch (error) {
        liveEdit = {url: livePage.url, error: String(error), keystrokes: 0, updated: 0, missed: 0};
        log(`live edit failed: ${error}`);
      }
    }
    if (config.interaction) {
      const basePage = pages.find((page) => page.isBaseline);
      if (basePage) {
        try {
          basePage.firstInteraction = await baselineFirstTap(browser, basePage.url);
          log(`baseline: first tap ${Math.round(basePage.firstInteraction.toLiveMs)} ms to paint`);
        } catch (error) {
          basePage.firstInteraction = {error: String(error).split('\n')[0]};
          log(`baseline: first tap failed: ${basePage.firstInteraction.error}`);
        }
      }
      for (const page of [...pages, ...sweep]) {
        if (!isComponentPage(page)) continue;
        try {
          page.firstInteraction = await firstInteraction(browser, page.url);
        } catch (error) {
          page.firstInteraction = {error: String(error).split('\n')[0]};
        }
        const measured = page.firstInteraction;
        log(
          `${page.label}: first interaction ${
            measured == null
              ? 'skipped (no control in an example)'
              : (measured.error ?? `${Math.round(measured.toLiveMs)} ms to live`)
          }`,
        );
      }
    }
  } finally {
    await browser.close();
  }

  const base = pages.find((page) => page.isBaseline);
  for (const page of [...pages, ...sweep]) {
    page.jsRatio = base?.js?.bytes ? page.js.bytes / base.js.bytes : null;
  }

  if (config.lighthouse) {
    for (const page of pages) {
      page.lighthouse = {};
      for (const preset of config.presets) {
        page.lighthouse[preset] = await lighthouseMedian({
          root,
          url: page.url,
          preset,
          chromePath: config.chromePath,
          runs: config.runs,
        });
        const lh = page.lighthouse[preset];
        log(
          `${page.label} ${preset}: performance ${lh.performance}, LCP ${Math.round(lh.lcpMs)} ms`,
        );
      }
    }
  }
  if (config.lighthouse) {
    const base = pages.find((page) => page.isBaseline)?.lighthouse?.mobile;
    const options = (page) => ({
      root,
      url: page.url,
      preset: 'mobile',
      chromePath: config.chromePath,
    });
    for (const page of sweep) {
      let results = await lighthouseRuns({...options(page), runs: 1});
      const missed = missedPageTargets(page, summariseRuns(results), base);
      if (missed.length && config.confirmRuns > 1) {
        page.rerunFor = missed;
        results = [
          ...results,
          ...(await lighthouseRuns({...options(page), runs: config.confirmRuns - 1})),
        ];
      }
      page.lighthouse = {mobile: summariseRuns(results)};
      const lh = page.lighthouse.mobile;
      log(
        `${page.label} mobile: performance ${lh.performance}, TBT ${Math.round(lh.tbtMs)} ms` +
          (page.rerunFor ? ` (median of ${lh.runs}: one run missed ${missed.join(' and ')})` : ''),
      );
    }
  }
  await Promise.all([site.stop(), baseline.stop()]);

  const result = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGb: +(os.totalmem() / 2 ** 30).toFixed(1),
      node: process.version,
    },
    config,
    notes,
    builds,
    pages: pages.map(({url: _url, ...page}) => page),
    sweep: sweep.map(({url: _url, ...page}) => page),
    liveEdit,
  };
  result.targets = evaluateTargets(result);

  const resultsDir = path.join(root, 'bench/results');
  mkdirSync(resultsDir, {recursive: true});
  const file = path.join(resultsDir, `${stamp}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\n${formatReport(result)}\n`);
  for (const note of notes) console.log(`note: ${note}`);
  console.log(`\nresults: ${path.relative(root, file)}`);
  if (env.BENCH_KEEP !== '1') rmSync(work, {recursive: true, force: true});
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(`(build logs and copies kept in ${work})`);
  process.exit(1);
});
