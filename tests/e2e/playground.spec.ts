import {readFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, gotoInTheme, withoutDescribedItems, WCAG_TAGS} from './support/fixtures';
import {readSitemapPaths} from './support/sitemap';

// Every folder exported by the public entry has a root class `ui-<Folder>`; the playground's
// category pages together must render each one in both panes. Overlays only exist while open, so
// they are opened below. The category pages are read from the build's sitemap, so a new category
// page is covered without touching this file; the sweep runs axe on each of them in both themes.
const entry = readFileSync(path.join(__dirname, '../../packages/react/src/index.ts'), 'utf8');
const folders = [...entry.matchAll(/export \* from '\.\/(\w+)';/g)].map((match) => match[1]!);
const overlays = new Set(['Tooltip', 'Popover', 'Dialog', 'AlertDialog', 'Drawer', 'Toast']);
const categoryPages = readSitemapPaths().filter((url) => /^\/playground\/[\w-]+$/.test(url));

/** axe with the WCAG 2.2 A/AA tags over `include`, like the shared helper, with its one exception. */
async function axeViolations(page: Page, include: string): Promise<string[]> {
  const results = await new AxeBuilder({page}).withTags(WCAG_TAGS).include(include).analyze();
  return (await withoutDescribedItems(page, results.violations)).flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`,
    ),
  );
}

async function expectNoAxeViolations(page: Page, context: string, include: string) {
  expect(await axeViolations(page, include), `axe violations ${context}`).toEqual([]);
}

test("should link every category page from the playground's front page", async ({page}) => {
  await page.goto('/playground');
  await expect(page.getByRole('heading', {level: 1, name: 'Playground'})).toBeVisible();
  const links = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
    );
  expect(links.sort()).toEqual([...categoryPages].sort());
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`the playground in the ${theme} site theme`, () => {
    test('should render every exported component in a light and a dark pane', async ({page}) => {
      expect(folders.length).toBeGreaterThan(10);
      expect(categoryPages.length).toBeGreaterThan(3);
      const found: Record<string, Set<string>> = {light: new Set(), dark: new Set()};
      for (const url of categoryPages) {
        await gotoInTheme(page, url, theme);
        for (const pane of ['light', 'dark']) {
          const root = page.locator(`[data-pane="${pane}"]`);
          await expect(root.first()).toHaveClass(new RegExp(`\\b${pane}\\b`));
          const classes = await root.evaluateAll((panes) =>
            panes.flatMap((element) =>
              [...element.querySelectorAll('[class*="ui-"]')].flatMap((node) => [
                ...node.classList,
              ]),
            ),
          );
          for (const name of classes) found[pane]!.add(name);
        }
      }
      for (const pane of ['light', 'dark']) {
        const missing = [...folders, 'ToggleButton']
          .filter((folder) => !overlays.has(folder))
          .filter((folder) => !found[pane]!.has(`ui-${folder}`));
        expect(missing, `components no category page shows in the ${pane} pane`).toEqual([]);
      }
    });

    test('should paint each pane with its own theme tokens', async ({page}) => {
      await gotoInTheme(page, categoryPages[0]!, theme);
      const background = (pane: string) =>
        page
          .locator(`[data-pane="${pane}"]`)
          .first()
          .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(await background('light')).toBe('rgb(255, 255, 255)');
      expect(await background('dark')).toBe('rgb(9, 9, 11)');
    });

    test('should have no axe violations with each overlay open', async ({page}) => {
      test.slow();
      await gotoInTheme(page, '/playground/overlays', theme);
      const pane = page.locator('[data-pane="light"]');
      await pane.getByRole('button', {name: 'Settings'}).focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      await expect(page.getByRole('tooltip', {name: 'Settings'})).toBeVisible();
      await expectNoAxeViolations(page, `(${theme}, tooltip open)`, '[role="tooltip"]');

      await pane.getByRole('button', {name: 'Details'}).click();
      const dialog = page.getByRole('dialog', {name: 'Storage'});
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveClass(/ui-Popover/);
      await expectNoAxeViolations(page, `(${theme}, popover open)`, '.ui-Popover');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await pane.getByRole('button', {name: 'Actions'}).click();
      const menu = page.getByRole('menu', {name: 'Actions'});
      await expect(menu).toBeVisible();
      await expectNoAxeViolations(page, `(${theme}, menu open)`, '.ui-MenuPopover');
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();

      for (const [trigger, role, name, surface] of [
        ['Rename', 'dialog', 'Rename file', '.ui-Modal'],
        ['Delete', 'alertdialog', 'Delete report.pdf?', '.ui-Modal'],
        ['Filters', 'dialog', 'Filters', '.ui-Drawer'],
      ] as const) {
        await pane.getByRole('button', {name: trigger}).click();
        const opened = page.getByRole(role, {name});
        await expect(opened).toBeVisible();
        await expectNoAxeViolations(page, `(${theme}, ${name} open)`, surface);
        await page.keyboard.press('Escape');
        await expect(opened).toBeHidden();
        await expect(pane.getByRole('button', {name: trigger})).toBeFocused();
      }
    });
  });
}

test('should keep the upload button width while it shows "Uploading..."', async ({page}) => {
  await page.goto('/playground/actions');
  const upload = page.locator('[data-pane="light"]').getByRole('button', {name: 'Upload'});
  const before = await upload.boundingBox();
  await upload.click();
  const pending = page.locator('[data-pane="light"]').getByRole('button', {name: /Uploading/});
  await expect(pending).toHaveAttribute('data-pending', 'true');
  const during = await pending.boundingBox();
  // To the pixel: layout can move a box by thousandths of one (seen: 142.0625 -> 142.0603), and
  // "Uploading..." without a kept width is tens of pixels wider than "Upload".
  expect(during!.width).toBeCloseTo(before!.width, 0);
  expect(during!.height).toBeCloseTo(before!.height, 0);
  await expect(
    page.locator('[data-pane="light"]').getByRole('button', {name: 'Upload'}),
  ).toBeVisible({
    timeout: 5000,
  });
});

test('should stop movement when the user prefers reduced motion', async ({page}) => {
  await page.emulateMedia({reducedMotion: 'reduce'});
  const style = (selector: string, property: string) =>
    page
      .locator('[data-pane="light"]')
      .locator(selector)
      .first()
      .evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);
  await page.goto('/playground/feedback');
  const shimmer = page.locator('[data-pane="light"] .ui-Skeleton[data-animated]').first();
  // The shimmer is a pseudo-element's animation: none runs on the skeleton or inside it.
  expect(
    await shimmer.evaluate((skeleton) =>
      skeleton.getAnimations({subtree: true}).map((animation) => animation.playState),
    ),
  ).toEqual([]);
  // The spinner no longer rotates; a slow fade still says "working".
  expect(await style('.ui-Spinner-svg', 'animation-name')).toBe('ui-spinner-pulse');
  await page.goto('/playground/actions');
  expect(await style('.ui-Button', 'transition-duration')).toBe('0s');
});

test('should keep selected and disabled states distinct in forced colours', async ({page}) => {
  await page.emulateMedia({forcedColors: 'active'});
  await page.goto('/playground/actions');
  const pane = page.locator('section[aria-labelledby="actions"] [data-pane="light"]');
  const css = (selector: string) =>
    pane
      .locator(selector)
      .first()
      .evaluate((el) => {
        const style = getComputedStyle(el);
        return {background: style.backgroundColor, color: style.color};
      });
  /** What the browser paints for system colour keywords in this forced-colours palette. */
  const system = await page.evaluate(() => {
    const probe = document.createElement('div');
    document.body.append(probe);
    const resolve = (keyword: string) => {
      probe.style.color = keyword;
      return getComputedStyle(probe).color;
    };
    const keywords = ['Highlight', 'HighlightText', 'ButtonFace', 'ButtonText', 'GrayText'];
    const colours = Object.fromEntries(keywords.map((keyword) => [keyword, resolve(keyword)]));
    probe.remove();
    return colours;
  });
  // The palette tells the states apart, or the assertions below could not fail.
  expect(system.Highlight).not.toBe(system.ButtonFace);
  expect(system.GrayText).not.toBe(system.ButtonText);

  // Forced colours flatten every fill to the system palette: the selected toggle must switch to
  // Highlight and a disabled button to GrayText, or those states vanish.
  const states = [
    ['.ui-ToggleButton[data-selected]', 'Highlight', 'HighlightText'],
    ['.ui-ToggleButton:not([data-selected])', 'ButtonFace', 'ButtonText'],
    ['.ui-Button[data-disabled]', 'ButtonFace', 'GrayText'],
    ['.ui-Button[data-variant="tertiary"]:not([data-disabled])', 'ButtonFace', 'ButtonText'],
  ] as const;
  for (const [selector, background, color] of states) {
    expect(await css(selector), selector).toEqual({
      background: system[background],
      color: system[color],
    });
  }
});
