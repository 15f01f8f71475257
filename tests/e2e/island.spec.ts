// Islands as a reader meets them. One whose code cannot be fetched (after a deploy its old chunk
// is gone, or the network drops for a moment) honours the reader's click once a retry succeeds;
// when it cannot succeed, the page loads afresh instead of leaving a dead island.
import type {Locator, Page} from '@playwright/test';
import {test, expect, expectProblems, expectHydrated, markDocument} from './support/fixtures';

// The first example of the Switch page is an island whose code (and React Aria's) loads on demand.
const PAGE = '/docs/components/switch';

/**
 * Loads a page and waits until React owns it, the network is idle, and (unless its scripts are
 * refused) the page's examples have all been rendered ahead: the farther ones are fetched one at a
 * time in idle time, after the network first goes idle, and a test's action must not race them.
 */
async function gotoSettled(page: Page, url: string, {ahead = true} = {}): Promise<void> {
  await page.goto(url);
  await expectHydrated(page);
  await page.waitForLoadState('networkidle');
  if (!ahead) return;
  await expect(
    page.locator('tessera-island:has([data-testid="example-preview"])').last(),
  ).toHaveAttribute('data-rendered-ahead', '', {timeout: 30_000});
}

/**
 * Loads the page, refusing every script it had not asked for by the time React owned it (the
 * island's, which it runs ahead in idle time), and lets it settle: the work ahead halts once an
 * island finds its code cannot be fetched. Once the reader acts, refuses `times` more, or every one, until the
 * page loads afresh. Returns what it refused ahead of the reader and after, and `act`.
 */
async function gotoWithNewScriptsRefused(
  page: Page,
  times: number,
): Promise<{ahead: string[]; refused: string[]; act: () => void}> {
  const initial = new Set<string>();
  let loaded = false;
  let acted = false;
  const ahead: string[] = [];
  const refused: string[] = [];
  // A page loaded afresh once the reader has acted finds its code (after a deploy: the new chunks).
  let afresh = false;
  // The scripts it asks for until React owns it are the page's own; they start at its first paint,
  // which may come after the load event.
  await page.exposeFunction('reportHydrated', () => (loaded = true));
  await page.addInitScript(() => {
    // On the document, not its element: an init script runs before <html> exists.
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hasHydrated !== 'true') return;
      observer.disconnect();
      (window as unknown as {reportHydrated: () => void}).reportHydrated();
    }).observe(document, {subtree: true, attributeFilter: ['data-has-hydrated']});
  });
  page.on('request', (request) => (afresh ||= acted && request.isNavigationRequest()));
  await page.route('**/*.js', async (route) => {
    const url = route.request().url();
    const script = route.request().resourceType() === 'script';
    if (script && !loaded) initial.add(url);
    if (!script || afresh || initial.has(url) || (acted && refused.length >= times)) {
      return route.continue();
    }
    (acted ? refused : ahead).push(url);
    return route.abort('failed');
  });
  await gotoSettled(page, PAGE, {ahead: false});
  await expect(page.locator('[data-ahead-failed]').first()).toBeAttached();
  // Islands that started their work together give up together: wait for a quiet moment. Work
  // that never gave up would keep this loop going until the test times out. (How often each
  // script is asked for is not fixed: an island whose turn comes after another gave up, the props
  // playground, asks once more for a chunk they share.)
  for (let seen = -1; seen !== ahead.length; await page.waitForTimeout(750)) seen = ahead.length;
  return {ahead, refused, act: () => (acted = true)};
}

/** What the browser reports for refused scripts: the failed requests and their console lines. */
const refusals = (urls: string[]) => [
  ...new Set(urls.map((url) => `request failed: ${url} net::ERR_FAILED`)),
  'console error: Failed to load resource: net::ERR_FAILED',
];

/** Waits until every script linked for prefetch to run ahead has run as a script; returns their URLs. */
async function prefetchedScriptsRun(page: Page): Promise<string[]> {
  const prefetched = await page
    .locator('link[rel="prefetch"][as="script"][data-run-ahead]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(prefetched.length, 'scripts linked for prefetch').toBeGreaterThan(0);
  await expect
    .poll(() =>
      page.evaluate(
        (hrefs) =>
          hrefs.filter(
            (href) =>
              !performance
                .getEntriesByName(href)
                .some((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script'),
          ),
        prefetched,
      ),
    )
    .toEqual([]);
  return prefetched;
}

const hero = (page: Page) => page.getByRole('main').locator('[data-island]').first();
const marketing = (page: Page) => hero(page).getByRole('switch', {name: 'Marketing emails'});
/** Where a reader clicks: the switch's visible label (the input itself is visually hidden). */
const marketingLabel = (page: Page) => hero(page).getByText('Marketing emails');

/**
 * Records, for each trusted click, what the island shows as the click's dispatch ends (the
 * window's bubbling listener is last on its path): whether it is live, and the state of the
 * switch or checkbox whose label reads `labelText`.
 */
async function watchClicks(mark: Locator, labelText: string): Promise<void> {
  await mark.evaluate((element, text) => {
    const seen: {hydrated: boolean; checked: boolean | null}[] = [];
    (window as unknown as {seen: typeof seen}).seen = seen;
    addEventListener('click', (event) => {
      if (!event.isTrusted) return;
      const label = [...element.querySelectorAll('label')].find((candidate) =>
        candidate.textContent?.includes(text),
      );
      seen.push({
        hydrated: element.hasAttribute('data-hydrated'),
        checked: label?.querySelector('input')?.checked ?? null,
      });
    });
  }, labelText);
}

const clicksSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as {seen: unknown[]}).seen);

test.describe('an island whose code fails to load', () => {
  test('should try again and still honour the click', async ({page, pageProblems}) => {
    const {ahead, refused, act} = await gotoWithNewScriptsRefused(page, 1);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await expect(marketing(page)).not.toBeChecked();
    act();
    await marketingLabel(page).click();
    await expect(marketing(page)).toBeChecked();
    expect(refused).toHaveLength(1);
    expect(requested.filter((url) => url === refused[0])).toHaveLength(2);
    expectProblems(pageProblems, refusals([...ahead, ...refused]));
  });

  test('should load the page afresh when the code cannot be fetched', async ({
    page,
    pageProblems,
  }) => {
    const {ahead, refused, act} = await gotoWithNewScriptsRefused(page, Infinity);
    const sameDocument = await markDocument(page);

    // The page is loaded already: the next load event is a new document's.
    const loaded = page.waitForEvent('load');
    act();
    await marketingLabel(page).click();
    // Off the island, so the fresh page's first hover does not ask for the refused code again.
    await page.mouse.move(0, 0);
    await loaded;
    expect(await sameDocument()).toBe(false);
    expect(
      await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
      ),
    ).toBe('reload');
    // Each chunk was asked for twice (the load and its one retry) before the page loaded afresh.
    expect(refused.length).toBeGreaterThan(0);
    for (const url of new Set(refused)) {
      expect(
        refused.filter((each) => each === url),
        url,
      ).toHaveLength(2);
    }
    expectProblems(pageProblems, refusals([...ahead, ...refused]));

    // The fresh page works: its code can be fetched.
    await expectHydrated(page);
    await marketingLabel(page).click();
    await expect(marketing(page)).toBeChecked();
  });
});

test.describe('a doc body React does not hydrate', () => {
  test("should load a prose link's page on hover and take it through the router, and back", async ({
    page,
    pageProblems,
  }) => {
    await page.goto('/docs/components/button');
    await expectHydrated(page);
    const sameDocument = await markDocument(page);
    await page.waitForLoadState('networkidle');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const prose = page.locator('.theme-doc-markdown p');
    const link = prose.getByRole('link', {name: 'Link', exact: true});
    // As a `Link` does: the pointer on a link starts loading its page's code.
    await link.hover();
    await expect
      .poll(() => scripts.length, 'scripts loaded by hovering the link')
      .toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(/\/docs\/components\/link$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Link');
    expect(await sameDocument()).toBe(true);

    await page.goBack();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Button');
    expect(await sameDocument()).toBe(true);
    // The page the router rendered is live throughout: its examples work.
    await page.getByRole('button', {name: 'Click me'}).click();
    await expect(page.getByText('Clicked 1 time', {exact: true})).toBeVisible();
    expectProblems(pageProblems, []);
  });
});

test.describe("an example's first interaction", () => {
  test('should follow a reader who reached its code before React arrived, once it does', async ({
    page,
    pageProblems,
  }) => {
    // The site's own scripts are held until the reader is in the code, as a slow phone holds them.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/main.*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(PAGE, {waitUntil: 'domcontentloaded'});
    const code = page.getByRole('textbox', {name: /^Edit code:/}).first();
    await code.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');

    release();
    await expectHydrated(page);
    const editor = page.getByTestId('example-editor').first();
    await expect(editor).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type(' // zqzq');
    await expect(editor).toContainText('// zqzq');
    expectProblems(pageProblems, []);
  });

  test('should find its scripts in place: fetched as it neared the viewport, run in idle time', async ({
    page,
    pageProblems,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    let clicked = false;
    const scripts: {url: string; cached: boolean; byClick: boolean}[] = [];
    cdp.on('Network.responseReceived', ({type, response}) => {
      if (type !== 'Script') return;
      const cached = Boolean(response.fromPrefetchCache || response.fromDiskCache);
      scripts.push({url: response.url, cached, byClick: clicked});
    });
    await gotoSettled(page, PAGE);
    // Each has run as a script too (in idle time, after the page's load event)...
    const prefetched = await prefetchedScriptsRun(page);
    // ...from the cache the prefetch filled, not over the network a second time...
    expect(scripts.filter((script) => prefetched.includes(script.url) && !script.cached)).toEqual(
      [],
    );
    // ...and ran no module: the example is still the server's HTML.
    const mark = hero(page).locator('xpath=ancestor::tessera-island[1]');
    await expect(mark).toHaveCount(1);
    await expect(mark).not.toHaveAttribute('data-hydrated');

    clicked = true;
    await marketingLabel(page).click();
    await expect(marketing(page)).toBeChecked();
    expect(scripts.filter((script) => script.byClick).map((script) => script.url)).toEqual([]);
    expectProblems(pageProblems, []);
  });

  test('should add no style sheet to the page, so the page is not restyled and laid out whole', async ({
    page,
  }) => {
    await gotoSettled(page, PAGE);
    // React Aria's press handling adds its style element unless one with its id is there.
    await expect(page.locator('head > style#react-aria-pressable-style')).toHaveCount(1);
    await page.evaluate(() => {
      const added: string[] = [];
      (window as unknown as {addedSheets: string[]}).addedSheets = added;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLStyleElement || node instanceof HTMLLinkElement)
              added.push(node.outerHTML);
      }).observe(document.head, {childList: true});
    });

    await marketingLabel(page).click();
    await expect(marketing(page)).toBeChecked();
    const added = await page.evaluate(
      () => (window as unknown as {addedSheets: string[]}).addedSheets,
    );
    expect(added, 'style and link elements the first interaction added').toEqual([]);
    await expect(page.locator('style#react-aria-pressable-style')).toHaveCount(1);
  });

  test("should load that example's components, not the whole library", async ({page}) => {
    // Ahead of the click (in idle time) or on it: every script the page runs.
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.text().catch(() => ''));
      }
    });
    await gotoSettled(page, '/docs/components/button');
    await prefetchedScriptsRun(page);

    await page.getByRole('button', {name: 'Click me'}).click();
    await expect(page.getByText('Clicked 1 time', {exact: true})).toBeVisible();
    const code = (await Promise.all(scripts)).join('\n');
    // Each component's root class name is a string literal its minified code keeps.
    const components = (names: string[]) => names.filter((name) => code.includes(`"ui-${name}"`));
    expect(components(['Button']), 'components whose code the page loaded').toEqual(['Button']);
    expect(
      components(['Menu', 'Tabs', 'Accordion', 'Calendar', 'Table']),
      'components neither a Button example nor the props playground uses, whose code the page loaded',
    ).toEqual([]);
  });
});

test.describe("an example's first tap on a phone, its scripts in place", () => {
  test.use({hasTouch: true, isMobile: true, viewport: {width: 412, height: 823}});

  // The tap's pointerover wakes the island, and its code, in place already, is ready within the
  // same task as the tap's pointerdown: the swap must wait, or the press lands on gone nodes.
  test('should take the tap: the switch turns on, and stays on', async ({page, pageProblems}) => {
    await gotoSettled(page, PAGE);
    await prefetchedScriptsRun(page);
    const mark = hero(page).locator('xpath=ancestor::tessera-island[1]');
    await expect(mark).not.toHaveAttribute('data-hydrated');

    await marketingLabel(page).tap();
    await expect(mark).toHaveAttribute('data-hydrated');
    await expect(marketing(page)).toBeChecked();
    await page.waitForTimeout(300);
    await expect(marketing(page)).toBeChecked();
    expectProblems(pageProblems, []);
  });
  // Once its scripts have run, the example is rendered ahead, off the page, in the next idle
  // period: the tap's click then only moves it in and replays itself, before that click's own
  // dispatch is over, instead of waiting a task (or, on a slow phone, a few frames) for either.
  test('should answer the tap within its click, the example rendered ahead', async ({
    page,
    pageProblems,
  }) => {
    await gotoSettled(page, PAGE);
    const mark = hero(page).locator('xpath=ancestor::tessera-island[1]');
    await expect(mark).toHaveAttribute('data-rendered-ahead', '', {timeout: 20_000});
    await expect(mark).not.toHaveAttribute('data-hydrated');
    await watchClicks(mark, 'Marketing emails');

    await marketingLabel(page).tap();
    await expect(marketing(page)).toBeChecked();
    expect(await clicksSeen(page), "the page as the tap's click ended").toEqual([
      {hydrated: true, checked: true},
    ]);
    expectProblems(pageProblems, []);
  });

  test('should render ahead the examples far down the page too, nearest first, for a tap after a jump', async ({
    page,
    pageProblems,
  }) => {
    // The order the examples are rendered ahead in, as indexes among the page's examples.
    await page.addInitScript(() => {
      const order: number[] = [];
      (window as unknown as {order: number[]}).order = order;
      new MutationObserver((records) => {
        const examples = [...document.querySelectorAll('tessera-island')].filter((mark) =>
          mark.querySelector('[data-testid="example-preview"]'),
        );
        // Other islands rendered ahead (the props playground) are not examples.
        for (const {target} of records) {
          const index = examples.indexOf(target as Element);
          if (index !== -1) order.push(index);
        }
      }).observe(document, {subtree: true, attributeFilter: ['data-rendered-ahead']});
    });
    await gotoSettled(page, PAGE);
    const marks = page.locator('tessera-island:has([data-testid="example-preview"])');
    const last = marks.last();
    // How many screens down each example starts, the page open at its top.
    const screens = await marks.evaluateAll((elements) =>
      elements.map((element) => {
        const box = [...element.children].find((child) => child.getBoundingClientRect().height);
        return (box?.getBoundingClientRect().top ?? 0) / innerHeight;
      }),
    );
    expect(screens.at(-1), 'screens from the top to the last example').toBeGreaterThan(3);
    await expect(last).toHaveAttribute('data-rendered-ahead', '', {timeout: 30_000});
    // Every example was rendered ahead: those within a screen of the viewport at once (in any
    // order, as their code arrives), then the farther ones, one at a time, nearest first.
    const order = await page.evaluate(() => (window as unknown as {order: number[]}).order);
    const near = screens.flatMap((top, index) => (top < 2 ? [index] : []));
    const far = screens.flatMap((top, index) => (top >= 2 ? [index] : []));
    expect(far.length, 'examples more than a screen below the viewport').toBeGreaterThan(1);
    expect(order.slice(0, near.length).sort()).toEqual(near);
    expect(order.slice(near.length)).toEqual(far);
    for (const mark of await marks.all()) await expect(mark).not.toHaveAttribute('data-hydrated');

    // The reader jumps there (a heading in the table of contents) and taps at once.
    const label = last.getByTestId('example-preview').getByText('Weekly digest');
    await watchClicks(last, 'Weekly digest');
    await label.scrollIntoViewIfNeeded();
    await label.tap();
    await expect(last.getByRole('switch', {name: 'Weekly digest'})).toBeChecked();
    expect(await clicksSeen(page), "the page as the tap's click ended").toEqual([
      {hydrated: true, checked: true},
    ]);
    expectProblems(pageProblems, []);
  });
});
