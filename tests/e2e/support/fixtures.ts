import {test as base, expect, type Page, type Response} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {LOADER_ID} from '../../../plugins/paint-first/loader';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The WCAG rules whose result a colour theme can change: the same document in another theme
 * differs in its colours and in which themed images show, not in its roles, names or structure.
 * A page checked with every rule in one theme needs only these in the other (half the time).
 */
export const THEME_RULES = [
  'color-contrast',
  'link-in-text-block',
  'image-alt',
  'svg-img-alt',
  'role-img-alt',
] as const;

interface Fixtures {
  /** Console errors and failed same-origin requests seen by the page during the test. */
  pageProblems: string[];
}

/**
 * `test` that records console errors, uncaught exceptions and failed requests, and fails the test
 * when any happened. Tests that provoke errors on purpose take exactly those out with
 * `expectProblems`, so an unexpected error in the same test still fails it.
 */
export const test = base.extend<Fixtures>({
  /**
   * A page whose `goto` and `reload` that wait for the load event also wait, on a page the site
   * built, until React owns it, as a reader acts once a page looks ready. The site's pages start
   * their scripts at the first paint (plugins/paint-first), so the load event can come first; the
   * API's pages and the exported apps have no such loader and are left alone. A test that means
   * to act before the scripts run asks for less (`waitUntil: 'domcontentloaded'` or `'commit'`).
   */
  page: async ({page, javaScriptEnabled}, provide) => {
    if (javaScriptEnabled !== false) {
      const settle = async (response: Response | null, waitUntil?: string) => {
        const loaded =
          waitUntil === undefined || waitUntil === 'load' || waitUntil === 'networkidle';
        if (loaded && (await page.locator(`script#${LOADER_ID}`).count()) > 0) {
          await expectHydrated(page);
        }
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => settle(await goto(url, options), options?.waitUntil);
      page.reload = async (options) => settle(await reload(options), options?.waitUntil);
    }
    await provide(page);
  },
  pageProblems: [
    async ({page}, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('requestfailed', (request) => {
        const failure = request.failure()?.errorText ?? '';
        // Navigations away abort pending requests; that is not a broken page.
        if (failure.includes('ERR_ABORTED')) return;
        problems.push(`request failed: ${request.url()} ${failure}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400 && !response.url().includes('/api/')) {
          problems.push(`HTTP ${response.status()}: ${response.url()}`);
        }
      });
      await use(problems);
      expect(problems, 'console errors or failed requests').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/**
 * Takes the problems a test provoked on purpose out of `pageProblems`: every recorded problem that
 * equals (string) or matches (RegExp) one of `expected`. Fails when one of them never happened, so
 * the test proves it provoked what it meant to; anything else recorded still fails it at the end.
 */
export function expectProblems(pageProblems: string[], expected: ReadonlyArray<string | RegExp>) {
  const matches = (problem: string, pattern: string | RegExp) =>
    typeof pattern === 'string' ? problem === pattern : pattern.test(problem);
  for (const pattern of expected) {
    expect(
      pageProblems.filter((problem) => matches(problem, pattern)),
      `the provoked problem ${String(pattern)} among ${JSON.stringify(pageProblems)}`,
    ).not.toEqual([]);
  }
  const rest = pageProblems.filter(
    (problem) => !expected.some((pattern) => matches(problem, pattern)),
  );
  pageProblems.splice(0, pageProblems.length, ...rest);
}

/**
 * Runs axe with the WCAG 2.2 A/AA rules and fails with a readable list of violations; `soft` lets
 * the test go on (and report more) after a failure.
 */
export async function expectNoAxeViolations(
  page: Page,
  context = '',
  {soft = false, rules}: {soft?: boolean; rules?: readonly string[]} = {},
): Promise<void> {
  // Legacy mode runs axe in the page in one call instead of gathering frame results in a new
  // page: half the time on a component page, the same rules (the site has no cross-origin frames).
  // React Aria's live announcer is no content: it speaks a message that names other elements
  // (a pending button's label) for 7 s, and one that has since left the page leaves a
  // labelled-by image pointing at nothing until the announcer clears it.
  // Only violations are read: axe then details one node of each passed or incomplete rule, not
  // every node of a page's thousand-odd elements.
  const builder = new AxeBuilder({page})
    .setLegacyMode(true)
    .options({resultTypes: ['violations']})
    .exclude('[data-live-announcer]');
  const results = await (
    rules ? builder.withRules([...rules]) : builder.withTags(WCAG_TAGS)
  ).analyze();
  const violations = await withoutDescribedItems(page, results.violations);
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map(
          (node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n').join(' ')}`,
        )
        .join('\n'),
  );
  (soft ? expect.soft : expect)(summary, `axe violations ${context} on ${page.url()}`).toEqual([]);
}

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * Drops one known false positive of axe's `label-content-name-mismatch` heuristic: an option or
 * menu item named by its label slot (`aria-labelledby`) and described by its description slot
 * (`aria-describedby`), whose visible text is exactly the two. That is the ARIA pattern (the label
 * is in the name; the rest is its description), but axe wants every visible word in the name.
 * Any other text outside the name still fails.
 */
export async function withoutDescribedItems(
  page: Page,
  violations: AxeViolation[],
): Promise<AxeViolation[]> {
  const result: AxeViolation[] = [];
  for (const violation of violations) {
    if (violation.id !== 'label-content-name-mismatch') {
      result.push(violation);
      continue;
    }
    const selectors = violation.nodes.map((node) => String(node.target[0]));
    const described = await page.evaluate((targets) => {
      // Text as assistive technology gets it: what is aria-hidden (a key's symbol) left out.
      const spoken = (element: Element) => {
        const copy = element.cloneNode(true) as Element;
        for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
        return copy.textContent ?? '';
      };
      const textOf = (ids: string | null) =>
        (ids ?? '')
          .split(/\s+/)
          .map((id) => {
            const element = document.getElementById(id);
            return element ? spoken(element) : '';
          })
          .join('');
      const squash = (text: string) => text.replace(/\s+/g, '');
      return targets.map((target) => {
        const item = document.querySelector(target);
        if (!item || !/^(option|menuitem|menuitemradio|menuitemcheckbox)$/.test(item.role ?? '')) {
          return false;
        }
        const label = textOf(item.getAttribute('aria-labelledby'));
        const description = textOf(item.getAttribute('aria-describedby'));
        return (
          label !== '' && description !== '' && squash(spoken(item)) === squash(label + description)
        );
      });
    }, selectors);
    const nodes = violation.nodes.filter((_, index) => !described[index]);
    if (nodes.length > 0) result.push({...violation, nodes});
  }
  return result;
}

/**
 * Waits until React owns the page: Docusaurus sets `data-has-hydrated` on `<html>` then, and a
 * click before it does nothing. Generous, for shared CI machines and pages that hydrate much.
 */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
    timeout: 20_000,
  });
}

/** Loads a page and waits until React owns it. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expectHydrated(page);
}

/**
 * Marks the page's current document. The check it returns tells whether the page still shows that
 * document: a client-side navigation keeps it, a page load replaces it.
 */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Object.assign(window, {markedDocument: true}));
  return () => page.evaluate(() => 'markedDocument' in window);
}

/**
 * Loads a page in the given colour mode, and checks Docusaurus applied it. The site follows the
 * system colour scheme while the reader has made no choice, so emulating the scheme is enough (a
 * stored choice would need Docusaurus's storage key, which `future.v4` namespaces: `theme-<hash>`).
 */
export async function gotoInTheme(page: Page, url: string, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({colorScheme: theme});
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/**
 * Turns a loaded page to another colour mode the way a reader's system does (the site follows the
 * system scheme while the reader has made no choice), and checks Docusaurus followed.
 */
export async function switchTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({colorScheme: theme});
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // Components ease their colours; a check in mid-transition would read neither theme's.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
