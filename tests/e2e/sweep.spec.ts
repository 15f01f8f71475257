// The sweep: every URL of the built sitemap (all doc versions, showcase pages, search), plus the
// 404 page, one test per URL so Playwright spreads them over its workers. Each page loads once: a
// component page is first read as served, without scripts; on a doc page the reader's controls are
// used (a component page's props playground, every example's toolbar, editor and first preview
// control, the install tabs, Copy page, the code blocks and the table of contents), while they
// still meet the server's HTML; then every page has its skip link used and its accessibility
// checked, in light and, turned dark as a reader's system turns at dusk, in dark (there axe runs
// the rules a theme can change), and its keyboard focus walked from its skip link into its
// content in light. Every other doc page with examples or install tabs is swept once more on a
// phone, by touch.
// Accessibility checks are soft, so one run reports every problem of a page.
import type {Page} from '@playwright/test';
import {
  test,
  expect,
  expectHydrated,
  expectNoAxeViolations,
  gotoInTheme,
  switchTheme,
  THEME_RULES,
} from './support/fixtures';
import catalogue from '../../showcase/components.json';
import {readSweptDocPages, type DocPage} from './support/doc-pages';
import {checkExample, plan} from './support/example-controls';
import type {Modality} from './support/interact';
import {
  checkCodeBlocks,
  checkCopyPage,
  checkEveryControlLive,
  checkInstallTabs,
  checkToc,
  inertControls,
} from './support/page-controls';
import {headingProblems, readHeadings, walkFocus, walkFocusOnward} from './support/page-checks';
import {checkPropsPlayground} from './support/props-playground';
import {servedComponentPageProblems} from './support/served-component-page';
import {readSitemapPaths} from './support/sitemap';
import {watchSwaps} from './support/swap-watch';

const THEMES = ['light', 'dark'] as const;

/**
 * Tab stops checked per page and theme from the skip link's target: the page's own content, where
 * pages differ (the navbar and sidebar before it are the same on every doc page).
 */
const CONTENT_STOPS = 15;

/** Tab stops checked from the top of the page, through the navbar and the sidebar. */
const CHROME_STOPS = 40;

/**
 * Every how-many-th page of the sweep also walks the chrome from the top, in both themes, and its
 * content in dark too.
 */
const CHROME_SAMPLE_EVERY = 10;

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
const docPages = new Map(readSweptDocPages().map((docPage) => [docPage.path, docPage]));
const pages = [
  ...readSitemapPaths()
    .filter((path) => !excluded.has(path))
    .map((path) => ({path, status: 200})),
  ...EXTRA,
];

// A component page holds dozens of controls and examples, and axe's colour-contrast pass over it
// takes seconds on a busy 2-core machine: far more than the suite's 60 s default.
test.describe.configure({timeout: 300_000});

test.beforeEach(async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await watchSwaps(page);
});

/**
 * Component pages whose playground is also edited by hand and exported: every seventh of the
 * catalogue, so the sample moves with it.
 */
const PLAYGROUND_SAMPLE_EVERY = 7;

/**
 * A component page's path → its component's name, and whether its playground is of the sample.
 */
const components = new Map(
  catalogue.map((entry, index) => [
    entry.href,
    {name: entry.name, playgroundSampled: index % PLAYGROUND_SAMPLE_EVERY === 0},
  ]),
);

/**
 * Uses every control of a doc page the way `modalities` say, the first use of each island first:
 * on a desktop, a component page's props playground before its examples.
 */
async function sweepControls(page: Page, docPage: DocPage, phone: boolean): Promise<void> {
  const modalities: Modality[] = phone ? ['touch'] : ['mouse', 'keyboard'];
  // A reader's first click comes once the page has loaded; one before hydration is the browser's.
  await expectHydrated(page);
  await page.waitForLoadState('networkidle');
  await test.step('no control is inert for good', async () => {
    expect(await inertControls(page), 'visible controls no island will bring to life').toEqual([]);
  });
  if (!docPage.inlineBlocks) {
    await test.step("the editor's code is not loaded before a reader edits", async () => {
      const scripts = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => entry.name),
      );
      expect(scripts.filter((url) => url.includes('live-example'))).toEqual([]);
    });
  }
  const component = components.get(docPage.path);
  if (!phone && component) await checkPropsPlayground(page, component.playgroundSampled);
  const blocks = page.getByTestId('example');
  await expect(blocks, 'the examples the built page holds').toHaveCount(docPage.examples.length);
  for (const [index, title] of docPage.examples.entries()) {
    const block = blocks.nth(index);
    await block.scrollIntoViewIfNeeded();
    await checkExample(page, block, title, plan(index, phone), phone);
  }
  if (docPage.installTabs) {
    for (const modality of modalities) {
      await test.step(`install tabs by ${modality}`, () => checkInstallTabs(page, modality));
    }
  }
  await test.step('Copy page', () => checkCopyPage(page, modalities[0]!));
  await test.step(`code blocks' Copy by ${modalities.join(' and ')}`, () =>
    checkCodeBlocks(page, modalities));
  if (docPage.toc) await test.step('table of contents', () => checkToc(page, modalities));
  await checkEveryControlLive(page);
}

for (const [pageIndex, {path, status}] of pages.entries()) {
  const sampled = pageIndex % CHROME_SAMPLE_EVERY === 0;
  const chromeStops = sampled ? CHROME_STOPS : 1;
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

    const component = components.get(path);
    if (component) {
      await test.step('served HTML: examples, install tabs and size line without JavaScript', async () => {
        expect
          .soft(await servedComponentPageProblems(page, path, component.name), 'served HTML')
          .toEqual([]);
      });
    }

    await test.step('headings', async () => {
      const headings = await readHeadings(page);
      expect.soft(headingProblems(headings), 'heading outline').toEqual([]);
    });

    const docPage = docPages.get(path);
    if (docPage) await sweepControls(page, docPage, false);
    else await checkEveryControlLive(page);

    for (const theme of THEMES) {
      if (theme !== THEMES[0]) await test.step(`turn ${theme}`, () => switchTheme(page, theme));

      await test.step(`focus walk (${theme})`, async () => {
        const chrome = await walkFocus(page, chromeStops);
        expect
          .soft(chrome[0]?.label ?? 'nothing focusable', 'the first Tab stop is the skip link')
          .toContain('Skip to main content');
        await page.getByRole('link', {name: 'Skip to main content'}).focus();
        await page.keyboard.press('Enter');
        const focusInMain = await page.evaluate(
          () => document.activeElement?.closest('main') !== null,
        );
        expect.soft(focusInMain, 'the skip link moves focus into <main>').toBe(true);
        // A focus indicator is the same CSS in both themes but for its colours, and this check
        // asks whether one is drawn, not how it contrasts: in dark, the sample's pages walk.
        const content = await walkFocusOnward(
          page,
          theme === THEMES[0] || sampled ? CONTENT_STOPS : 0,
        );
        const invisible = [...chrome, ...content]
          .filter((stop) => !stop.visible)
          .map((stop) => stop.label);
        expect
          .soft(invisible, `focus stops without a visible focus indicator (${theme} theme)`)
          .toEqual([]);
      });

      await test.step(`axe (${theme})`, () =>
        expectNoAxeViolations(page, `(${theme} theme)`, {
          soft: true,
          rules: theme === THEMES[0] ? undefined : THEME_RULES,
        }));
    }
  });
}

/** Every how-many-th of the doc pages with touch-woken islands is swept again on a phone. */
const PHONE_SAMPLE_EVERY = 2;

/**
 * The doc pages swept again on a phone: every other one of those with islands that go live on a
 * touch (examples, the install tabs), in the build's order, so a new page takes its turn. Touch
 * reaches the same islands, toolbars and React Aria press handling on every page; the pages left
 * out still have each of their controls used by mouse and keyboard, and the phone's share of the
 * suite's time stays within its budget. A page with only code blocks and a table of contents has
 * nothing a touch reaches that these pages do not, in the same components.
 */
const phonePages = [...docPages.values()]
  .filter((docPage) => docPage.examples.length > 0 || docPage.installTabs)
  .filter((_, index) => index % PHONE_SAMPLE_EVERY === 0);

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  for (const docPage of phonePages) {
    test(`sweep ${docPage.path} at 390 px, by touch`, async ({page}) => {
      await test.step('load', () => gotoInTheme(page, docPage.path, 'light'));
      await sweepControls(page, docPage, true);
    });
  }
});
