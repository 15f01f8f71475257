// Accessibility sweep: every URL of the built sitemap (all doc versions, showcase pages, search),
// plus the 404 page, in light and dark theme. One test per URL so Playwright spreads them over its
// workers: the page loads once, in light, and turns dark when the system scheme does, as it does
// for a reader whose system switches at dusk. Checks are soft so one run reports every problem of
// a page in both themes.
import {test, expect, expectNoAxeViolations, gotoInTheme, switchTheme} from './support/fixtures';
import {headingProblems, readHeadings, walkFocus} from './support/page-checks';
import {readSitemapPaths} from './support/sitemap';

const THEMES = ['light', 'dark'] as const;

/** How many Tab stops to check per page: the chrome plus the start of the content. */
const FOCUS_STOPS = 40;

/**
 * Sitemap URLs deliberately not swept, each with the reason. Keep it empty unless a page cannot be
 * loaded by a browser at all; a failing page belongs in the sweep's report, not here.
 */
const EXCLUDED: ReadonlyArray<{path: string; reason: string}> = [];

/** Pages the sitemap does not list but readers still reach. */
const EXTRA: ReadonlyArray<{path: string; status: number}> = [
  // Unknown paths get the theme's 404 page with status 404.
  {path: '/sweep-this-page-does-not-exist', status: 404},
];

const excluded = new Set(EXCLUDED.map((entry) => entry.path));
const pages = [
  ...readSitemapPaths()
    .filter((path) => !excluded.has(path))
    .map((path) => ({path, status: 200})),
  ...EXTRA,
];

// Component pages hold dozens of live examples; axe's colour-contrast pass over them takes tens of
// seconds on a busy 2-core machine, and each test runs it once per theme: far more than the
// suite's 60 s default.
test.describe.configure({timeout: 300_000});

for (const {path, status} of pages) {
  test(`sweep ${path}`, async ({page, pageProblems, baseURL}) => {
    await test.step('load', () => gotoInTheme(page, path, THEMES[0]));

    if (status !== 200) {
      // The page's own error status is expected: drop it and Chromium's console line about it.
      const own = `HTTP ${status}: ${new URL(path, baseURL).href}`;
      expect(pageProblems, `the page answers ${status}`).toContain(own);
      const expected = [
        own,
        `console error: Failed to load resource: the server responded with a status of ${status} (Not Found)`,
      ];
      const rest = pageProblems.filter((problem) => !expected.includes(problem));
      pageProblems.splice(0, pageProblems.length, ...rest);
    }

    await test.step('doc body kept as server HTML', async () => {
      // Before anything wakes an island: React has walked none of a doc's prose (src/islands/Body).
      const walked = await page.evaluate(() => {
        const body = document.querySelector('.theme-doc-markdown');
        if (!body) return [];
        return [...body.querySelectorAll('p, h2, h3, li, td')]
          .filter((node) => !node.closest('tessera-island'))
          .filter((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))
          .map((node) => node.textContent?.slice(0, 40));
      });
      expect.soft(walked, 'elements of the doc body React hydrated').toEqual([]);
    });

    await test.step('headings', async () => {
      const headings = await readHeadings(page);
      expect.soft(headingProblems(headings), 'heading outline').toEqual([]);
    });

    for (const theme of THEMES) {
      if (theme !== THEMES[0]) await test.step(`turn ${theme}`, () => switchTheme(page, theme));

      await test.step(`focus walk (${theme})`, async () => {
        const stops = await walkFocus(page, FOCUS_STOPS);
        expect
          .soft(stops[0]?.label ?? 'nothing focusable', 'the first Tab stop is the skip link')
          .toContain('Skip to main content');
        const invisible = stops.filter((stop) => !stop.visible).map((stop) => stop.label);
        expect
          .soft(invisible, `focus stops without a visible focus indicator (${theme} theme)`)
          .toEqual([]);
      });

      await test.step(`skip link (${theme})`, async () => {
        await page.getByRole('link', {name: 'Skip to main content'}).focus();
        await page.keyboard.press('Enter');
        const focusInMain = await page.evaluate(
          () => document.activeElement?.closest('main') !== null,
        );
        expect.soft(focusInMain, 'the skip link moves focus into <main>').toBe(true);
      });

      await test.step(`axe (${theme})`, () =>
        expectNoAxeViolations(page, `(${theme} theme)`, {soft: true}));
    }
  });
}
