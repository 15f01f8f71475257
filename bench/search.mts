// `npm run bench:search`: the search engines we could ship, measured on the built site's documents
// and the reader queries of the relevance test: top 1 / top 3 / mean reciprocal rank, index size
// (gzip, what the browser downloads), load and query time in Node; then the site's own search page
// in Chromium at 4× CPU throttling, from typing the first query to its results. Needs a build
// (`npm run build`). A measurement, not a test: nothing fails on a number.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {readerQueries} from '../tests/e2e/support/search-queries';
import {
  RESULT_COUNT,
  formatSummary,
  placeOf,
  repeatsIn,
  summarize,
} from '../tests/e2e/support/search-relevance';
import {miniSearch, orama, pageRanking, pluginRanking, type Engine} from './search/engines';
import {serve} from './lib/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(root, process.env.SEARCH_BENCH_BUILD ?? 'build');
const indexFiles = {
  latest: path.join(buildDir, 'search-index.json'),
  '1.x': path.join(buildDir, 'docs/1.x/search-index.json'),
} as const;
for (const file of Object.values(indexFiles)) {
  if (!existsSync(file)) {
    console.error(
      `bench:search: ${path.relative(root, file)} is missing; run \`npm run build\` first`,
    );
    process.exit(1);
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Relevance over every query; size, load and first-query time of the latest docs' index (the one
 * most readers load), median query time over the rest.
 */
async function measure(engine: Engine) {
  const places: Array<number | undefined> = [];
  const times: number[] = [];
  let repeats = 0;
  let latest = {kb: 0, load: 0, first: 0};
  for (const [version, file] of Object.entries(indexFiles)) {
    const text = readFileSync(file, 'utf8');
    const serialized = await engine.serialize(JSON.parse(text), text);
    let started = performance.now();
    const search = await engine.load(serialized);
    const load = performance.now() - started;
    const queries = readerQueries.filter((query) => (query.version ?? 'latest') === version);
    for (const {query, page} of queries) {
      started = performance.now();
      const hrefs = await search(query);
      times.push(performance.now() - started);
      places.push(placeOf(page, hrefs));
      repeats += repeatsIn(hrefs.slice(0, 10).map((href) => ({href, text: href}))).length;
    }
    if (version === 'latest')
      latest = {kb: gzipSync(serialized).length / 1024, load, first: times[0]!};
  }
  return {summary: summarize(places), repeats, ...latest, median: median(times.slice(1))};
}

/** Typing each query and waiting for `answered`; the first time includes fetching and loading the index. */
async function timeQueries(
  fill: (query: string) => Promise<void>,
  answered: () => Promise<void>,
  cleared: () => Promise<void>,
) {
  const times: number[] = [];
  for (const {query} of readerQueries.filter(({version}) => !version).slice(0, 6)) {
    await fill('');
    await cleared();
    const started = Date.now();
    await fill(query);
    await answered();
    times.push(Date.now() - started);
  }
  return {first: times[0]!, median: median(times.slice(1))};
}

/** The search bar on a docs page and the search page, in Chromium with the CPU throttled 4×. */
async function searchIn4xChromium() {
  const server = await serve({root, staticDir: buildDir});
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  const throttled = async (url: string) => {
    const page = await browser.newPage();
    await page.goto(`${server.origin}${url}`, {waitUntil: 'networkidle'});
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    return page;
  };
  try {
    const docs = await throttled('/docs/getting-started/introduction');
    const box = docs.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true});
    await box.click();
    await docs.locator('[data-island][data-hydrated]').first().waitFor();
    const option = docs.getByRole('listbox').getByRole('option').first();
    const bar = await timeQueries(
      (query) => box.fill(query),
      () => option.waitFor({timeout: 60_000}),
      () => option.waitFor({state: 'detached'}),
    );

    const results = await throttled('/search');
    const input = results.getByRole('main').getByRole('searchbox', {name: 'Search'});
    const count = results.getByRole('main').getByText(RESULT_COUNT);
    const page = await timeQueries(
      (query) => input.fill(query),
      () => count.waitFor({timeout: 60_000}),
      () => count.waitFor({state: 'detached'}),
    );
    return {bar, page};
  } finally {
    await browser.close();
    await server.stop();
  }
}

const engines = [pluginRanking(root), pageRanking, miniSearch, orama];
console.log(
  `Search engines on ${readerQueries.length} reader queries (${path.relative(root, buildDir)}/)\n`,
);
console.log(
  '| engine | top 1 | top 3 | MRR | repeats in first 10 | index (gzip, latest) | load | first query | median query |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const engine of engines) {
  const {summary, repeats, kb, load, first, median: typical} = await measure(engine);
  console.log(
    `| ${engine.name} | ${(summary.top1 * 100).toFixed(0)}% | ${(summary.top3 * 100).toFixed(0)}% | ${summary.meanReciprocalRank.toFixed(3)} | ${repeats} | ${kb.toFixed(0)} kB | ${ms(load)} | ${ms(first)} | ${ms(typical)} |`,
  );
  console.error(`  ${engine.name}: ${formatSummary(summary)}`);
}
const {bar, page} = await searchIn4xChromium();
console.log(
  `\nThe site's search in Chromium at 4× CPU, typing to results (the first query fetches and loads the index in the worker):\n` +
    `  search bar: first ${bar.first} ms, then median ${bar.median} ms\n` +
    `  search page (up to 100 results): first ${page.first} ms, then median ${page.median} ms`,
);
