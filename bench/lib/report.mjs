import {percentile} from './first-interaction.mjs';

// The printed table and the targets the site is held to. Targets are reported, never asserted:
// timings on a shared machine vary too much for a pass/fail line.

/**
 * The per-page Lighthouse floor (mobile) when the baseline is not measured. With it, a page must
 * score at least what the stock baseline scores in the same run (and so ≥ 95 whenever it does):
 * absolute scores move 2× between machines, the ratio does not.
 */
export const PERFORMANCE_TARGET = 95;
export const isComponentPage = (page) => page.path.startsWith('/docs/components/');
/** First-load JS of every page, as a share of the baseline's in the same run. */
export const JS_RATIO_TARGET = 0.7;
/** A cold build of the portal, as a multiple of the baseline's cold build in the same run. */
export const BUILD_RATIO_TARGET = 4;

/** The performance score a page must reach, given the baseline's in this run. */
export const performanceFloor = (base) => base?.performance ?? PERFORMANCE_TARGET;

/**
 * The per-page targets a page's mobile figures miss: `performance`, `tbt` (none: `[]`). `base` is
 * the baseline page's mobile summary in the same run, `{performance, tbtMs}`.
 */
export function missedPageTargets(page, mobile, base) {
  const missed = [];
  if (!(mobile.performance >= performanceFloor(base))) missed.push('performance');
  if (base?.tbtMs != null && isComponentPage(page) && !(mobile.tbtMs <= base.tbtMs))
    missed.push('tbt');
  return missed;
}

const kb = (bytes) => (bytes == null ? '–' : (bytes / 1024).toFixed(1));
const ms = (value) => (value == null ? '–' : Math.round(value).toString());
const num = (value, digits = 0) => (value == null ? '–' : Number(value).toFixed(digits));

function table(headers, rows) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) =>
        column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]),
      )
      .join('  ');
  return [
    line(headers),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
}

export function formatReport(result) {
  const out = [];
  const {pages, builds, liveEdit} = result;
  out.push(machineLine(result));
  out.push('');
  const lhRows = [];
  for (const page of pages) {
    for (const preset of ['mobile', 'desktop']) {
      const lh = page.lighthouse?.[preset];
      if (!lh) continue;
      lhRows.push([
        `${page.label} ${preset}`,
        num(lh.performance),
        num(lh.accessibility),
        num(lh.bestPractices),
        num(lh.seo),
        ms(lh.lcpMs),
        ms(lh.tbtMs),
        num(lh.cls, 3),
        kb(lh.totalBytes),
      ]);
    }
  }
  out.push(`Lighthouse 13 (median of ${result.config.runs} runs)`);
  out.push(
    table(['page', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'total kB'], lhRows),
  );
  out.push('');
  out.push('First-load JavaScript (compressed bytes transferred before any interaction)');
  out.push(
    table(
      [
        'page',
        'url',
        'JS kB',
        'at load kB',
        'run from prefetch kB',
        'scripts',
        'prefetched kB',
        '× baseline',
      ],
      pages.map((page) => [
        page.label,
        page.path,
        kb(page.js?.bytes),
        kb(page.js?.bytesAtLoad),
        kb(page.js?.fromPrefetchBytes),
        page.js?.count ?? '–',
        kb(page.js?.prefetchedBytes),
        page.jsRatio == null ? '–' : page.jsRatio.toFixed(2),
      ]),
    ),
  );
  out.push('');
  if (result.sweep?.length) {
    out.push(
      'Sweep: every other component and showcase page (Lighthouse mobile, one run; a page that ' +
        'missed a target in it, marked *, has the median of more)',
    );
    out.push(
      table(
        ['page', 'runs', 'perf', 'LCP ms', 'TBT ms', 'CLS', 'JS kB', '× baseline'],
        result.sweep.map((page) => {
          const lh = page.lighthouse?.mobile;
          return [
            page.path,
            lh ? `${lh.runs}${page.rerunFor ? '*' : ''}` : '–',
            num(lh?.performance),
            ms(lh?.lcpMs),
            ms(lh?.tbtMs),
            num(lh?.cls, 3),
            kb(page.js?.bytes),
            page.jsRatio == null ? '–' : page.jsRatio.toFixed(2),
          ];
        }),
      ),
    );
    const rerun = result.sweep.filter((page) => page.rerunFor);
    if (rerun.length) {
      out.push(
        `Missed in one run, so run ${rerun[0].lighthouse.mobile.runs} times (each run's TBT ms / ` +
          'performance; the median counts):',
      );
      for (const page of rerun) {
        const lh = page.lighthouse.mobile;
        out.push(
          `  ${page.path} (${page.rerunFor.join(', ')}): TBT ${lh.tbtRunsMs.map(ms).join(', ')} → ` +
            `${ms(lh.tbtMs)}; performance ${lh.performanceRuns.map((v) => num(v)).join(', ')} → ` +
            `${num(lh.performance)}`,
        );
      }
    }
    out.push('');
  }
  const worst = worstPage(result);
  if (worst) {
    const lh = worst.lighthouse.mobile;
    out.push(
      `Worst page (mobile): ${worst.path}: performance ${num(lh.performance)}, TBT ${ms(lh.tbtMs)} ms, ` +
        `LCP ${ms(lh.lcpMs)} ms, CLS ${num(lh.cls, 3)}, first-load JS ${kb(worst.js?.bytes)} kB`,
    );
    out.push('');
    const baseline = pages.find((page) => page.isBaseline);
    out.push(...mainThreadReport([worst, baseline].filter(Boolean)));
  }
  const interactions = firstInteractions(result);
  if (interactions.length) {
    out.push(
      'First interaction, slow phone (4× CPU, Fast 4G): a tap on a not-yet-live example → ' +
        'first frame with the live component',
    );
    out.push(
      table(
        ['page', 'control', 'to live ms', 'event ms'],
        interactions.map((page) => [
          page.path,
          page.firstInteraction.control ?? page.firstInteraction.error,
          ms(page.firstInteraction.toLiveMs),
          ms(page.firstInteraction.eventMs),
        ]),
      ),
    );
    const times = interactions
      .map((page) => page.firstInteraction.toLiveMs)
      .filter((value) => value != null);
    out.push(
      `p75 ${ms(percentile(times, 75))} ms, max ${ms(Math.max(...times))} ms over ${times.length} pages`,
    );
    const baseTap = pages.find((page) => page.isBaseline)?.firstInteraction;
    if (baseTap) {
      out.push(
        `baseline, same phone: its live block's ${baseTap.control ?? 'button'} → first frame ` +
          `with the change: ${baseTap.error ?? `${ms(baseTap.toLiveMs)} ms`}`,
      );
    }
    out.push('');
  }
  if (liveEdit) {
    out.push(
      `Live edit (${liveEdit.url}): ${liveEdit.updated}/${liveEdit.keystrokes} keystrokes updated the ` +
        `preview; p50 ${num(liveEdit.p50Ms, 1)} ms, p95 ${num(liveEdit.p95Ms, 1)} ms, ` +
        `max ${num(liveEdit.maxMs, 1)} ms, first ${num(liveEdit.firstMs, 1)} ms`,
    );
  }
  if (builds) {
    const baseSeconds = builds.baselineCold?.seconds;
    const row = (name, build) => [
      name,
      build ? num(build.seconds, 1) : '–',
      build?.profile ? build.profile.pages : '–',
      build?.profile ? num(build.seconds / build.profile.pages, 2) : '–',
      build && baseSeconds ? num(build.seconds / baseSeconds, 2) : '–',
      build ? num(build.peakRssBytes / 1024 / 1024) : '–',
      build ? String(build.exitCode) : '–',
    ];
    out.push('');
    out.push(
      table(
        ['build', 'seconds', 'pages', 's/page', '× baseline', 'peak RSS MB', 'exit'],
        [
          row('portal cold', builds.siteCold),
          row('portal warm', builds.siteWarm),
          row('baseline cold', builds.baselineCold),
        ],
      ),
    );
    out.push(...profileReport(builds.siteCold));
  }
  out.push('');
  out.push('Targets');
  for (const target of result.targets) {
    out.push(`  ${target.met ? 'met   ' : 'MISSED'} ${target.name}: ${target.actual}`);
  }
  return out.join('\n');
}

/**
 * Where the portal's cold build spent its time: Docusaurus's phases, then each part our plugins
 * name (docgen, bundle sizes, registry, search index, versions…) and each plugin's content
 * loading, as a share of the whole build. Parts run inside phases, and in parallel with others.
 */
function profileReport(build) {
  if (!build?.profile) return [];
  const total = build.seconds * 1000;
  const rows = (group, kind) =>
    Object.entries(group)
      .sort(([, a], [, b]) => b.ms - a.ms)
      .map(([name, {ms: spent, calls}]) => [
        `${kind} ${name}`,
        num(spent / 1000, 2),
        calls,
        `${num((spent / total) * 100, 1)} %`,
      ]);
  const {phases, parts, plugins} = build.profile;
  return [
    '',
    'Portal cold build, by part (Docusaurus perf log; parts overlap with phases and each other)',
    table(
      ['part', 'seconds', 'calls', 'share'],
      [
        ...rows(phases, 'phase'),
        ...rows(parts, 'plugin part'),
        ...rows(plugins, 'content of'),
      ].filter(([, seconds]) => Number(seconds) >= 0.05),
    ),
  ];
}

// Lighthouse's names for kinds of main-thread work, in the order printed.
const KINDS = [
  ['scriptEvaluation', 'script'],
  ['scriptParseCompile', 'compile'],
  ['styleLayout', 'style+layout'],
  ['parseHTML', 'HTML'],
  ['paintCompositeRender', 'paint'],
  ['garbageCollection', 'GC'],
  ['other', 'other'],
];

/** Where the main thread went on the worst page beside the baseline's, and their longest tasks. */
export function mainThreadReport(pages) {
  const traced = pages.filter((page) => page.lighthouse?.mobile?.mainThread);
  if (traced.length === 0) return [];
  const out = [
    'Main thread (mobile, simulated ms; the run with the median TBT of each page)',
    table(
      ['page', 'TBT', ...KINDS.map(([, name]) => name), 'total'],
      traced.map((page) => {
        const {tbtMs, byKindMs} = page.lighthouse.mobile.mainThread;
        const total = Object.values(byKindMs).reduce((sum, value) => sum + value, 0);
        return [page.path, ms(tbtMs), ...KINDS.map(([kind]) => ms(byKindMs[kind] ?? 0)), ms(total)];
      }),
    ),
  ];
  for (const page of traced) {
    const {longTasks, scripts} = page.lighthouse.mobile.mainThread;
    const where = (path) => path.split('/').pop() || path;
    out.push(
      `  ${page.path}: longest tasks ` +
        (longTasks.map((task) => `${task.durationMs} (${where(task.path)})`).join(', ') || 'none') +
        `; scripts by time ` +
        scripts.map((script) => `${where(script.path)} ${script.totalMs}`).join(', '),
    );
  }
  out.push('');
  return out;
}

/** The measured page (not the baseline) with the lowest mobile performance, then the longest TBT. */
export function worstPage({pages, sweep = []}) {
  return [...pages, ...sweep]
    .filter((page) => !page.isBaseline && page.lighthouse?.mobile)
    .sort(
      (a, b) =>
        a.lighthouse.mobile.performance - b.lighthouse.mobile.performance ||
        b.lighthouse.mobile.tbtMs - a.lighthouse.mobile.tbtMs,
    )[0];
}

/**
 * The run's machine, and how fast it is as the baseline shows it: every target is judged against
 * the baseline's figures in this run.
 */
function machineLine({machine, pages}) {
  const base = pages.find((page) => page.isBaseline);
  const mobile = base?.lighthouse?.mobile;
  const tap = base?.firstInteraction;
  return (
    `Machine: ${machine.cpus} cores (${machine.cpuModel ?? 'unknown CPU'}), ${machine.memoryGb} GiB, ` +
    `Node ${machine.node}; baseline mobile performance ${num(mobile?.performance)}, ` +
    `TBT ${ms(mobile?.tbtMs)} ms, LCP ${ms(mobile?.lcpMs)} ms, first tap ${ms(tap?.toLiveMs)} ms`
  );
}

/** One line for a target over many pages, naming the pages that miss it. */
function overPages(name, pages, passes, describe) {
  const missed = pages.filter((page) => !passes(page));
  return {
    name: `${name} (${pages.length} pages)`,
    met: missed.length === 0,
    actual:
      missed.length === 0
        ? 'all'
        : `${missed.length} missed: ${missed.map((page) => `${page.label} ${describe(page)}`).join(', ')}`,
  };
}

/** Component pages whose first interaction was measured (or failed), in page order. */
function firstInteractions({pages, sweep = []}) {
  return [...pages, ...sweep].filter((page) => !page.isBaseline && page.firstInteraction);
}

export function evaluateTargets(result) {
  const {pages, sweep = [], builds, liveEdit} = result;
  const targets = [];
  const times = firstInteractions(result)
    .map((page) => page.firstInteraction.toLiveMs)
    .filter((value) => value != null);
  if (times.length) {
    const p75 = percentile(times, 75);
    targets.push({
      name: 'first interaction p75 ≤ 200 ms (4× CPU, Fast 4G)',
      met: p75 <= 200,
      actual: `${ms(p75)} ms over ${times.length} pages`,
    });
  }
  const base = pages.find((page) => page.isBaseline)?.lighthouse?.mobile;
  const baseTbt = base?.tbtMs;
  const everyPage = [...pages, ...sweep].filter(
    (page) => !page.isBaseline && page.lighthouse?.mobile,
  );
  if (everyPage.length) {
    const mobile = (page) => page.lighthouse.mobile;
    targets.push(
      overPages(
        base
          ? `every page: mobile performance ≥ the baseline's ${base.performance}`
          : `every page: mobile performance ≥ ${PERFORMANCE_TARGET} (no baseline measured)`,
        everyPage,
        (page) => !missedPageTargets(page, mobile(page), base).includes('performance'),
        (page) => mobile(page).performance,
      ),
      overPages(
        'every page: CLS 0',
        everyPage,
        (page) => mobile(page).cls === 0,
        (page) => num(mobile(page).cls, 3),
      ),
    );
    if (baseTbt != null) {
      targets.push(
        overPages(
          `component pages: mobile TBT ≤ the baseline's ${ms(baseTbt)} ms`,
          everyPage.filter(isComponentPage),
          (page) => !missedPageTargets(page, mobile(page), base).includes('tbt'),
          (page) => `${ms(mobile(page).tbtMs)} ms`,
        ),
      );
    }
  }
  const withJs = [...pages, ...sweep].filter((page) => !page.isBaseline && page.jsRatio != null);
  if (withJs.length) {
    targets.push(
      overPages(
        `every page: first-load JS ≤ ${JS_RATIO_TARGET}× baseline`,
        withJs,
        (page) => page.jsRatio <= JS_RATIO_TARGET,
        (page) => `${page.jsRatio.toFixed(2)}×`,
      ),
    );
  }
  const sweptWithScores = sweep.filter((page) => page.lighthouse?.mobile);
  if (sweptWithScores.length) {
    const scores = (page) => {
      const lh = page.lighthouse.mobile;
      return [lh.accessibility, lh.bestPractices, lh.seo];
    };
    targets.push(
      overPages(
        'sweep mobile: a11y / best practices / SEO = 100',
        sweptWithScores,
        (page) => scores(page).every((score) => score === 100),
        (page) => scores(page).join(' / '),
      ),
    );
  }
  const measured = pages.filter((page) => !page.isBaseline);
  for (const page of measured) {
    const mobile = page.lighthouse?.mobile;
    const desktop = page.lighthouse?.desktop;
    for (const [preset, lh] of [
      ['mobile', mobile],
      ['desktop', desktop],
    ]) {
      if (!lh) continue;
      const scores = [lh.accessibility, lh.bestPractices, lh.seo];
      targets.push({
        name: `${page.label} ${preset}: a11y / best practices / SEO = 100`,
        met: scores.every((score) => score === 100),
        actual: `${scores.join(' / ')}${lh.failing.length ? ` (${lh.failing.join(', ')})` : ''}`,
      });
    }
  }
  if (liveEdit) {
    targets.push({
      name: 'live-edit p95 within one frame (≤ 16.7 ms)',
      met: liveEdit.p95Ms != null && liveEdit.p95Ms <= 16.7 && liveEdit.missed === 0,
      actual: `${num(liveEdit.p95Ms, 1)} ms${liveEdit.missed ? `, ${liveEdit.missed} keystrokes never updated` : ''}`,
    });
  }
  if (builds?.siteCold && builds.baselineCold) {
    const ratio = builds.siteCold.seconds / builds.baselineCold.seconds;
    targets.push({
      name: `cold build ≤ ${BUILD_RATIO_TARGET}× the baseline's`,
      met: builds.siteCold.exitCode === 0 && ratio <= BUILD_RATIO_TARGET,
      actual:
        `${num(builds.siteCold.seconds, 1)} s against ${num(builds.baselineCold.seconds, 1)} s: ` +
        `${num(ratio, 2)}×`,
    });
  }
  return targets;
}
