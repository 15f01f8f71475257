// Live-edit latency: type into a live example's editor and time each keystroke from keydown to
// the first DOM change in that example's preview (MutationObserver, performance.now()).
// Contract with the docs machinery (src/components/Example): [data-testid="example"] wraps one
// example, [data-testid="example-code"] is the code before the editor loads (click to load it),
// [data-testid="example-editor"] the loaded editor, [data-testid="example-preview"] the preview;
// Docusaurus marks <html data-has-hydrated="true"> once React owns the page.

const TIMEOUT_MS = 2000;

export async function liveEditLatency(browser, url, {keystrokes = 50} = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(url, {waitUntil: 'load'});
    // The site's scripts run after the load event (paint-first): time a reader typing into the
    // page once it is the app's, not React's arrival.
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
    // The first example whose code has JSX text to type into, so every letter changes the preview.
    const index = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="example"]')].findIndex((example) =>
        />[^<>{}\n]*[A-Za-z][^<>{}\n]*<\//.test(
          example.querySelector('[data-testid="example-code"]')?.textContent ?? '',
        ),
      ),
    );
    if (index < 0) throw new Error(`no live example with JSX text on ${url}`);
    const example = page.locator('[data-testid="example"]').nth(index);
    await example.locator('[data-testid="example-code"]').click();
    const editor = example.locator('[data-testid="example-editor"]');
    await editor.waitFor({state: 'visible', timeout: 15_000});

    await editor.evaluate((pre) => {
      // Put the caret at the end of the first JSX text, e.g. <Button>Save|</Button>.
      const text = pre.textContent ?? '';
      const match = />([^<>{}\n]*[A-Za-z][^<>{}\n]*)<\//.exec(text);
      if (!match) throw new Error('the editor has no JSX text');
      let offset = match.index + 1 + match[1].length;
      const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent.length;
        if (offset <= length) {
          pre.focus();
          const range = document.createRange();
          range.setStart(node, offset);
          range.collapse(true);
          const selection = window.getSelection();
          selection.removeAllRanges();
          selection.addRange(range);
          break;
        }
        offset -= length;
      }

      const preview = pre
        .closest('[data-testid="example"]')
        .querySelector('[data-testid="example-preview"]');
      const state = {started: null, samples: []};
      window.__liveEdit = state;
      document.addEventListener(
        'keydown',
        () => {
          state.started = performance.now();
        },
        true,
      );
      new MutationObserver(() => {
        if (state.started === null) return;
        state.samples.push(performance.now() - state.started);
        state.started = null;
      }).observe(preview, {subtree: true, childList: true, characterData: true, attributes: true});
    });

    const samples = [];
    let missed = 0;
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    for (let index = 0; index < keystrokes; index++) {
      await page.keyboard.press(letters[index % letters.length]);
      try {
        await page.waitForFunction(
          (count) => window.__liveEdit.samples.length > count,
          samples.length,
          {timeout: TIMEOUT_MS},
        );
        samples.push(await page.evaluate(() => window.__liveEdit.samples.at(-1)));
      } catch {
        missed++;
        await page.evaluate(() => {
          window.__liveEdit.started = null;
        });
      }
    }
    const sorted = [...samples].sort((a, b) => a - b);
    const percentile = (p) =>
      sorted.length
        ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
        : null;
    return {
      url,
      keystrokes,
      updated: samples.length,
      missed,
      p50Ms: percentile(50),
      p95Ms: percentile(95),
      maxMs: sorted.at(-1) ?? null,
      firstMs: samples[0] ?? null,
    };
  } finally {
    await context.close();
  }
}
