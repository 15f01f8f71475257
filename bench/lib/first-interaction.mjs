// First interaction on a slow phone: Chromium with 4× CPU throttling and DevTools' "Fast 4G"
// profile opens a component page, waits until the network is idle, then taps the first control of
// the first example that is still server HTML. Timed from the tap (its touch's `pointerover`, which
// is dispatched with its `pointerdown`, in one task, at one time stamp) to the first
// frame painted after the live component has replaced the server HTML (its island, in a doc body
// the example's `tessera-island` mark, is marked `data-hydrated` in the same commit, so that frame
// shows the component's response to the press), taken as the start of the frame after it.
// The tap's own Event Timing entries (what INP would record for it) are reported beside it.

/** DevTools' "Fast 4G": 9 Mbit/s down, 1.5 Mbit/s up (90 % goodput), 60 ms × 2.75 latency. */
const FAST_4G = {
  offline: false,
  latency: 165,
  downloadThroughput: (9_000_000 / 8) * 0.9,
  uploadThroughput: (1_500_000 / 8) * 0.9,
};

const CONTROL = [
  'button',
  'a[href]',
  'input',
  'textarea',
  '[role="button"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="radio"]',
  // A checkbox, radio or switch: the label the reader presses (its input is visually hidden).
  'label:has(input)',
]
  // In an example's preview only: other islands (the footer's sign-up form, which goes live as it
  // nears the viewport) are not what the target is about, and would race the scroll to them.
  .map(
    (selector) => `[data-testid="example-preview"] [data-island]:not([data-hydrated]) ${selector}`,
  )
  .join(', ');

/** A fresh touch-screen context on a slow phone: 4× CPU throttling and Fast 4G. */
async function slowPhone(browser) {
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  return {context, page};
}

/** Measures one page; `null` when no example on it has a control to press. */
export async function firstInteraction(browser, url) {
  const {context, page} = await slowPhone(browser);
  try {
    await page.goto(url, {waitUntil: 'load', timeout: 120_000});
    await page.waitForLoadState('networkidle', {timeout: 120_000});
    // Visible only: Playwright would wait for a visually hidden input to become visible.
    const candidates = page.locator(CONTROL).filter({visible: true});
    // Not a control hidden from the reader: React Aria's native date input, kept for forms and
    // autofill, has a box of its own that overflows its clipped, aria-hidden 1 px wrapper, at the
    // top of the page (a tap there lands on the navbar).
    const index = await candidates.evaluateAll((elements) =>
      elements.findIndex((element) => !element.closest('[aria-hidden="true"]')),
    );
    if (index < 0) return null;
    const control = candidates.nth(index);
    const label = await control.evaluate(
      (element) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`,
    );
    // Found before anything moves: the island that goes live. In a doc body React does not
    // hydrate, that is the example's `tessera-island` mark; elsewhere, the preview's own island.
    // Either stays in the document while its children are replaced.
    await control.evaluate((element) => {
      const island = element.closest('tessera-island') ?? element.closest('[data-island]');
      const timing = {start: null, painted: null, events: [], early: false};
      window.__firstInteraction = timing;
      // The tap's first event: an island wakes on it, before its `pointerdown` is dispatched.
      for (const type of ['pointerover', 'pointerdown']) {
        addEventListener(type, (event) => (timing.start ??= event.timeStamp), {capture: true});
      }
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          timing.events.push({name: entry.name, duration: entry.duration});
        }
      }).observe({type: 'event', durationThreshold: 16, buffered: false});
      new MutationObserver((_, observer) => {
        if (!island.hasAttribute('data-hydrated')) return;
        observer.disconnect();
        timing.early = timing.start == null;
        // The frame after the next one has begun once the next one is painted. Not a timer after
        // one frame: when the tap starts a CSS transition (a disclosure opening), Chrome renders
        // the transition's frames first and the timer waited up to ~100 ms behind them.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => (timing.painted = performance.now())),
        );
      }).observe(island, {attributes: true, attributeFilter: ['data-hydrated']});
    });
    await control.scrollIntoViewIfNeeded();
    // A reader's tap where the control is. (A locator tap would re-find its element after the
    // touch began, and the swap replaces it.)
    const box = await control.boundingBox();
    if (!box) throw new Error(`${label} has no box to tap`);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(() => window.__firstInteraction.painted != null, null, {
      timeout: 60_000,
    });
    // Event Timing entries are delivered after their frame: give them a moment.
    await page.waitForTimeout(500);
    const timing = await page.evaluate(() => window.__firstInteraction);
    if (timing.early) throw new Error(`${label}: its example went live before the tap`);
    const clickEvents = timing.events.filter((entry) =>
      ['pointerdown', 'pointerup', 'click'].includes(entry.name),
    );
    return {
      control: label,
      toLiveMs: timing.painted - timing.start,
      eventMs: clickEvents.length ? Math.max(...clickEvents.map((entry) => entry.duration)) : 0,
    };
  } finally {
    await context.close();
  }
}

/**
 * The baseline's counterpart, on the same slow phone: the first tap on its live block's button,
 * timed from the touch's first event to the first frame painted after the preview changed (its
 * live block runs as the page hydrates, so there is nothing to wake). Printed beside the p75, so a
 * slow machine shows as slow for both.
 */
export async function baselineFirstTap(browser, url, name = 'Click me') {
  const {context, page} = await slowPhone(browser);
  try {
    await page.goto(url, {waitUntil: 'load', timeout: 120_000});
    await page.waitForLoadState('networkidle', {timeout: 120_000});
    const button = page.getByRole('button', {name}).first();
    await button.evaluate((element) => {
      const timing = {start: null, painted: null};
      window.__firstInteraction = timing;
      for (const type of ['pointerover', 'pointerdown']) {
        addEventListener(type, (event) => (timing.start ??= event.timeStamp), {capture: true});
      }
      new MutationObserver((_, observer) => {
        if (timing.start == null) return;
        observer.disconnect();
        // As for the portal's tap: the frame after the next one has begun once the next is painted.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => (timing.painted = performance.now())),
        );
      }).observe(element.parentElement, {subtree: true, childList: true, characterData: true});
    });
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    if (!box) throw new Error(`the baseline's "${name}" has no box to tap`);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(() => window.__firstInteraction.painted != null, null, {
      timeout: 60_000,
    });
    const timing = await page.evaluate(() => window.__firstInteraction);
    return {control: `button "${name}"`, toLiveMs: timing.painted - timing.start};
  } finally {
    await context.close();
  }
}

/** The p-th percentile (0–100) of `values`, nearest rank. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
