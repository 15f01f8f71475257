// The props playground at the top of every component page (src/components/Playground): one page
// load each. The served HTML holds it whole, controls included, and it stays server HTML in view
// until the reader reaches for it; then it goes live; its first control, changed by keyboard, changes the preview
// (or what the preview opens) and the code; axe finds nothing in it; on a sample of pages, code
// edited by hand shows "edited", Reset gives back the generated code, Download project exports the
// code shown, and axe passes dark too.
// The pages come from the component catalogue the build checks every page against, and each must
// be in the built sitemap, so a new component page is covered without touching this file.
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {strFromU8, unzipSync} from 'fflate';
import catalogue from '../../showcase/components.json';
import {
  test,
  expect,
  expectHydrated,
  gotoInTheme,
  switchTheme,
  THEME_RULES,
} from './support/fixtures';
import {
  changeFirstControl,
  openedOverlay,
  playgroundAxeViolations,
} from './support/props-playground';
import {readSitemapPaths} from './support/sitemap';

const published = new Set(readSitemapPaths());
const pages = catalogue.map((entry) => entry.href);

/**
 * Pages whose code is also edited by hand and checked dark: every seventh, so the sample moves
 * with the catalogue.
 */
const SAMPLE_EVERY = 7;

/** The playground's own chunk (`webpackChunkName: "playground"`). */
const PLAYGROUND_CODE = /\/playground\.[0-9a-f]+\.js$/;

/** The library's triggers of overlays, whose props show only once the overlay is open. */
const OVERLAY_TRIGGER = /<(Dialog|Popover|Menu|Tooltip)Trigger>/;

const codeOf = (page: Page) =>
  page.getByTestId('playground').getByRole('textbox', {name: /playground's code/});

test('should cover every component page the site publishes', () => {
  expect(pages.length).toBeGreaterThan(0);
  expect(
    pages.filter((path) => !published.has(path)),
    'catalogue pages missing from the sitemap',
  ).toEqual([]);
});

for (const [index, path] of pages.entries()) {
  test(`should give ${path} a live props playground`, async ({page}) => {
    const sampled = index % SAMPLE_EVERY === 0;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await gotoInTheme(page, path, 'light');
    await expectHydrated(page);

    const playground = page.getByTestId('playground');
    await expect(playground, 'the playground in the served HTML').toHaveCount(1);
    const mark = page.locator('tessera-island', {has: playground});

    await test.step('served whole, and not live until the reader reaches for it', async () => {
      await playground.scrollIntoViewIfNeeded();
      // Its code may be fetched ahead near the viewport, but nothing of it runs on the page: it
      // is neither live nor rendered ahead, off the page, as examples are.
      await page.waitForTimeout(500);
      await expect(mark).not.toHaveAttribute('data-hydrated');
      await expect(mark).not.toHaveAttribute('data-rendered-ahead');
      const served = page.getByTestId('playground-controls');
      await expect(served, 'the controls in the served HTML').toBeVisible();
      await expect(served.locator('input, button').first()).toBeVisible();
    });

    await test.step('live once the reader reaches for it', async () => {
      await playground.hover();
      await expect(mark).toHaveAttribute('data-hydrated', '');
      expect(requested.filter((url) => PLAYGROUND_CODE.test(url))).not.toHaveLength(0);
    });

    const preview = page.getByTestId('playground-preview');
    const code = codeOf(page);
    await test.step('the first control, by keyboard, changes the preview and the code', async () => {
      const codeBefore = await code.innerText();
      const opens = OVERLAY_TRIGGER.test(codeBefore);
      const previewBefore = opens ? await openedOverlay(page, preview) : await preview.innerHTML();
      const kind = await changeFirstControl(page, page.getByTestId('playground-controls'));
      await expect(code, `the code follows the ${kind} control`).not.toHaveText(codeBefore);
      const previewAfter = opens ? await openedOverlay(page, preview) : await preview.innerHTML();
      // A toast region exists only while it holds toasts: a preview with nothing in it shows nothing to compare.
      if (!(await preview.locator('*').count()) && !previewBefore) return;
      expect(previewAfter, `the preview follows the ${kind} control`).not.toBe(previewBefore);
    });

    if (sampled) {
      await test.step('code edited by hand shows "edited", and Reset gives the generated code back', async () => {
        const generated = await code.innerText();
        await code.focus();
        const editor = playground.getByTestId('example-editor');
        await expect(editor).toBeFocused();
        await page.keyboard.press('ControlOrMeta+End');
        await page.keyboard.type('\n// tried by hand');
        await expect(page.getByTestId('playground-edited')).toHaveText('edited');
        await expect(editor).toContainText('// tried by hand');
        await page
          .getByTestId('playground-controls')
          .getByRole('button', {name: 'Reset'})
          .press('Enter');
        await expect(page.getByTestId('playground-edited')).toHaveCount(0);
        await expect(code).toHaveText(generated);
      });

      await test.step('Download project exports the code shown', async () => {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          playground.getByRole('button', {name: 'Download project'}).press('Enter'),
        ]);
        expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+-playground\.zip$/);
        const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
        const example = Object.keys(files).find((name) => name.endsWith('/src/Example.tsx'));
        expect(example, 'the exported project has the example module').toBeDefined();
        expect(strFromU8(files[example!]!).trimEnd()).toBe((await code.innerText()).trimEnd());
      });
    }

    await test.step('axe', async () => {
      expect(await playgroundAxeViolations(page), 'axe violations (light)').toEqual([]);
      // The rules a theme can change, on the sample: the playground's own parts are the same on
      // every page, and the sweep runs them over every whole page in both themes.
      if (!sampled) return;
      await switchTheme(page, 'dark');
      expect(await playgroundAxeViolations(page, THEME_RULES), 'axe violations (dark)').toEqual([]);
    });
  });
}
