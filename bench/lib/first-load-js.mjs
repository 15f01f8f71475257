// First-load JavaScript: compressed bytes of every script the page fetches on load, before any
// interaction, until the network is idle (so idle-time preloads count; link prefetches, which
// Chromium types "other", do not). Measured in a fresh browser context, so nothing is cached.
// What `<link rel="prefetch">` fetched meanwhile (the code of routes linked from the viewport, and
// of islands near it) is reported beside it: bytes the reader's data plan pays, not the page's
// main thread, until a script of them runs, when it counts in the first load too.

/** Launch-independent: takes a Playwright `browser`. */
export async function firstLoadJs(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  let loaded = false;
  // Prefetched scripts' transferred sizes, by URL.
  const prefetches = new Map();
  const onFinished = (request) => {
    if (request.resourceType() === 'other' && new URL(request.url()).pathname.endsWith('.js')) {
      const bytes = request.sizes().then((sizes) => Math.max(0, sizes.responseBodySize));
      prefetches.set(request.url(), bytes);
    }
    if (request.resourceType() !== 'script') return;
    const beforeLoad = !loaded;
    pending.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        url: request.url(),
        bytes: sizes.responseBodySize,
        encoding: response?.headers()['content-encoding'] ?? 'identity',
        beforeLoad,
      })),
    );
  };
  page.on('requestfinished', onFinished);
  page.once('load', () => {
    loaded = true;
  });
  try {
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForLoadState('networkidle');
    // What finishes from here on is not counted, and must not ask for its sizes once the
    // context below is closed (an unhandled rejection that ended a whole bench run).
    page.off('requestfinished', onFinished);
    // A script that runs from the cache a prefetch filled has no body of its own (Chromium
    // reports a negative size): it counts at the size its prefetch transferred, since the page
    // fetched it and ran it without interaction all the same.
    const scripts = await Promise.all(
      (await Promise.all(pending)).map(async (script) =>
        script.bytes >= 0
          ? script
          : {...script, bytes: (await prefetches.get(script.url)) ?? 0, fromPrefetch: true},
      ),
    );
    const prefetched = await Promise.all(prefetches.values());
    const sum = (list) => list.reduce((total, script) => total + script.bytes, 0);
    return {
      bytes: sum(scripts),
      bytesAtLoad: sum(scripts.filter((script) => script.beforeLoad)),
      count: scripts.length,
      fromPrefetchBytes: sum(scripts.filter((script) => script.fromPrefetch)),
      prefetchedBytes: prefetched.reduce((total, bytes) => total + bytes, 0),
      uncompressed: scripts.filter((script) => script.encoding === 'identity').map((s) => s.url),
      largest: scripts
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 6)
        .map((script) => ({file: new URL(script.url).pathname, bytes: script.bytes})),
    };
  } finally {
    await context.close();
  }
}
