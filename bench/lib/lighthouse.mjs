// Lighthouse 13 through its CLI (a fresh Chromium per run, as `npx lighthouse` does), mobile and
// desktop presets, and the median of each figure over the runs.
import {execFile} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';

const run = promisify(execFile);

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function summarise(report) {
  const audit = (id) => report.audits[id]?.numericValue ?? null;
  const score = (id) =>
    report.categories[id]?.score == null ? null : Math.round(report.categories[id].score * 100);
  // Audits that cost points outside performance, so a missed 100 names its cause.
  const failing = [];
  for (const id of CATEGORIES.slice(1)) {
    for (const ref of report.categories[id]?.auditRefs ?? []) {
      const result = report.audits[ref.id];
      if (ref.weight > 0 && result && result.score !== null && result.score < 1) {
        failing.push(`${id}:${ref.id}`);
      }
    }
  }
  return {
    mainThread: mainThread(report),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    totalBytes: audit('total-byte-weight'),
    lcpElement: lcpElement(report),
    failing,
    runtimeError: report.runtimeError?.code ?? null,
  };
}

const pathOf = (url) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url; // "Unattributable" and the like
  }
};

/**
 * What the main thread did in the run, from the trace: time per kind of work, the scripts that cost
 * most, and the longest tasks (with the script they are attributed to), so a missed TBT target names
 * its cause. Simulated (throttled) milliseconds, as TBT is.
 */
function mainThread(report) {
  const items = (id) => report.audits[id]?.details?.items ?? [];
  return {
    byKindMs: Object.fromEntries(
      items('mainthread-work-breakdown').map((item) => [item.group, Math.round(item.duration)]),
    ),
    scripts: items('bootup-time')
      .slice(0, 5)
      .map((item) => ({
        path: pathOf(item.url),
        totalMs: Math.round(item.total),
        scriptingMs: Math.round(item.scripting),
        parseMs: Math.round(item.scriptParseCompile),
      })),
    longTasks: items('long-tasks')
      .slice()
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 5)
      .map((item) => ({
        path: pathOf(item.url),
        startMs: Math.round(item.startTime),
        durationMs: Math.round(item.duration),
      })),
  };
}

/** The LCP element's HTML: Lighthouse 13 names it in the LCP breakdown insight. */
function lcpElement(report) {
  const node = report.audits['lcp-breakdown-insight']?.details?.items?.find(
    (item) => item.type === 'node',
  );
  return node ? `${node.snippet} (${node.selector})` : null;
}

/** One Lighthouse run; `preset` is 'mobile' (Lighthouse's default) or 'desktop'. */
export async function lighthouseOnce({root, url, preset, chromePath}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-lh-'));
  const output = path.join(dir, 'report.json');
  const args = [
    path.join(root, 'node_modules/lighthouse/cli/index.js'),
    url,
    `--chrome-path=${chromePath}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  try {
    await run(process.execPath, args, {maxBuffer: 64 * 1024 * 1024, timeout: 180_000});
    return summarise(JSON.parse(readFileSync(output, 'utf8')));
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

const NUMERIC = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'tbtMs',
  'cls',
  'totalBytes',
];

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART) on a busy machine: try again. */
async function lighthouseWithRetry(options, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(options);
    } catch (error) {
      if (attempt >= attempts) {
        return {
          failing: [],
          runtimeError: String(error.message ?? error)
            .split('\n')
            .at(-1),
        };
      }
    }
  }
}

/** `runs` Lighthouse runs of one URL and preset, each run's figures as measured. */
export async function lighthouseRuns({runs, ...options}) {
  const results = [];
  for (let index = 0; index < runs; index++) results.push(await lighthouseWithRetry(options));
  return results;
}

/** Runs' figures in one: each figure is the median over the runs. */
export function summariseRuns(results) {
  const summary = {runs: results.length};
  for (const key of NUMERIC) summary[key] = median(results.map((result) => result[key]));
  // Every run's TBT and score, so a median over few runs shows its spread.
  summary.tbtRunsMs = results.map((result) => result.tbtMs);
  summary.performanceRuns = results.map((result) => result.performance);
  // A breakdown is one run's, not a median of parts: the run whose TBT is the median.
  const traced = results
    .filter((result) => Number.isFinite(result.tbtMs))
    .sort((a, b) => a.tbtMs - b.tbtMs);
  const medianRun = traced[Math.floor((traced.length - 1) / 2)];
  summary.mainThread = medianRun ? {tbtMs: medianRun.tbtMs, ...medianRun.mainThread} : null;
  summary.failing = [...new Set(results.flatMap((result) => result.failing))];
  summary.lcpElement = results.find((result) => result.lcpElement)?.lcpElement ?? null;
  summary.runtimeErrors = results.map((result) => result.runtimeError).filter(Boolean);
  return summary;
}

/** `runs` Lighthouse runs of one URL and preset; each figure is the median over the runs. */
export async function lighthouseMedian(options) {
  return summariseRuns(await lighthouseRuns(options));
}
