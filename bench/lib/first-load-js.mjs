// First-load JavaScript: compressed bytes of every script the page fetches on load, before any
// interaction, until the network is idle (so idle-time preloads count; link prefetches, which
// Chromium types "other", do not). Measured in a fresh browser context, so nothing is cached.
// What `<link rel="prefetch">` fetched meanwhile (the code of routes linked from the viewport, and
// of examples near it) is reported beside it: bytes the reader's data plan pays, not the page's
// main thread.

/** Launch-independent: takes a Playwright `browser`. */
export async function firstLoadJs(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  let loaded = false;
  const prefetches = [];
  const onFinished = (request) => {
    if (request.resourceType() === 'other' && new URL(request.url()).pathname.endsWith('.js')) {
      prefetches.push(request.sizes().then((sizes) => Math.max(0, sizes.responseBodySize)));
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
    const scripts = await Promise.all(pending);
    const prefetched = await Promise.all(prefetches);
    const sum = (list) => list.reduce((total, script) => total + script.bytes, 0);
    return {
      bytes: sum(scripts),
      bytesAtLoad: sum(scripts.filter((script) => script.beforeLoad)),
      count: scripts.length,
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
