import {readFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, gotoInTheme, WCAG_TAGS} from './support/fixtures';

// Every folder exported by the public entry has a root class `ui-<Folder>`; the playground must
// render each one in both panes. Overlays only exist while open, so they are opened below.
const entry = readFileSync(path.join(__dirname, '../../packages/react/src/index.ts'), 'utf8');
const folders = [...entry.matchAll(/export \* from '\.\/(\w+)';/g)].map((match) => match[1]!);
const overlays = new Set(['Tooltip', 'Popover']);

/**
 * axe with the WCAG 2.2 A/AA tags, like the shared helper, with one documented exception:
 * `label-content-name-mismatch` on a MenuItem that has a description or a Kbd shortcut. RAC names
 * the item by its label slot (aria-labelledby) and describes it with the rest, which is the ARIA
 * menu pattern; axe's heuristic wants every visible word in the name. Only that rule on only those
 * items is dropped; revisit it whenever MenuItem's markup changes.
 */
async function axeViolations(page: Page, include = 'main'): Promise<string[]> {
  // Scoped to the page's own content (or an open overlay): the navbar, newsletter band and footer
  // are site chrome, which sweep.spec checks on every URL, this one included.
  const results = await new AxeBuilder({page}).withTags(WCAG_TAGS).include(include).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes
      .filter(
        (node) =>
          !(
            violation.id === 'label-content-name-mismatch' &&
            node.html.startsWith('<div class="ui-MenuItem"')
          ),
      )
      .map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  );
}

async function expectNoAxeViolations(page: Page, context: string, include?: string) {
  expect(await axeViolations(page, include), `axe violations ${context}`).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`the playground in the ${theme} site theme`, () => {
    test.beforeEach(async ({page}) => {
      await gotoInTheme(page, '/playground', theme);
      await expect(page.getByRole('heading', {level: 1, name: 'Playground'})).toBeVisible();
    });

    test('should render every exported component in a light and a dark pane', async ({page}) => {
      expect(folders.length).toBeGreaterThan(10);
      for (const pane of ['light', 'dark']) {
        const root = page.locator(`[data-pane="${pane}"]`);
        await expect(root.first()).toHaveClass(new RegExp(`\\b${pane}\\b`));
        for (const folder of folders.filter((name) => !overlays.has(name))) {
          expect(
            await root.locator(`.ui-${folder}`).count(),
            `.ui-${folder} in ${pane}`,
          ).toBeGreaterThan(0);
        }
        expect(await root.locator('.ui-ToggleButton').count()).toBeGreaterThan(0);
      }
    });

    test('should paint each pane with its own theme tokens', async ({page}) => {
      const background = (pane: string) =>
        page
          .locator(`[data-pane="${pane}"]`)
          .first()
          .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(await background('light')).toBe('rgb(255, 255, 255)');
      expect(await background('dark')).toBe('rgb(9, 9, 11)');
    });

    test('should have no axe violations', async ({page}) => {
      test.slow(); // axe over a page of ~100 components takes tens of seconds on 2 shared cores
      await expectNoAxeViolations(page, `(${theme})`);
    });

    test('should have no axe violations with a tooltip, popover and menu open', async ({page}) => {
      test.slow();
      const pane = page.locator('section[aria-labelledby="overlays"] [data-pane="light"]');
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
    });
  });
}

test('should keep the upload button width while it shows "Uploading..."', async ({page}) => {
  await page.goto('/playground');
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
  await page.goto('/playground');
  const pane = page.locator('[data-pane="light"]');
  const style = (selector: string, property: string) =>
    pane
      .locator(selector)
      .first()
      .evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);
  expect(await style('.ui-Skeleton[data-animated]', 'animation-name')).toBe('none');
  // The spinner no longer rotates; a slow fade still says "working".
  expect(await style('.ui-Spinner-svg', 'animation-name')).toBe('ui-spinner-pulse');
  expect(await style('.ui-Button', 'transition-duration')).toBe('0s');
});

test('should keep selected and disabled states distinct in forced colours', async ({page}) => {
  await page.emulateMedia({forcedColors: 'active'});
  await page.goto('/playground');
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
