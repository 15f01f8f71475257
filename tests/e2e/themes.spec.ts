// The theme builder (/themes) as a reader uses it: a colour typed in any CSS syntax re-themes the
// previewed components (and only them), the address holds the theme through reloads, back and
// forward, undo and redo walk the same steps, presets apply, the contrast report's fixes make a
// failing pair pass, any colour can be set by hand, the exports copy, and the page passes axe in
// light, dark and on a phone.
import type {Page} from '@playwright/test';
import {DEFAULT_INPUT, deriveTheme, parseColour, PRESETS} from '@tessera-ui/theme';
import {
  expect,
  expectHydrated,
  expectNoAxeViolations,
  gotoInTheme,
  switchTheme,
  test,
} from './support/fixtures';
import {computedColour, style} from './support/computed-style';

test.describe.configure({timeout: 120_000});

const VIOLET = '#7c3aed';
const TEAL = 'oklch(0.55 0.1 190)';

/** The light fill the engine derives from an accent: what the preview's primary button must show. */
const lightAccent = (colour: string) =>
  deriveTheme({...DEFAULT_INPUT, accent: parseColour(colour)}).light['--tessera-accent']!;

const accentField = (page: Page) =>
  page.getByRole('group', {name: 'Accent'}).getByRole('textbox', {name: 'Colour'});

const primaryButton = (page: Page, scheme: 'light' | 'dark' = 'light') =>
  page
    .locator(`[data-part="key"] [data-theme-preview][data-theme="${scheme}"]`)
    .getByRole('button', {name: 'Primary', exact: true});

const historyBar = (page: Page) => page.getByTestId('theme-history');

const failureCount = async (page: Page) =>
  Number((await page.getByTestId('failure-count').innerText()).match(/\d+/)![0]);

const builder = (page: Page) => page.locator('main [data-island]').first();

/** Opens the builder as a reader does: the page's HTML, then a hand on the mouse wakes its code. */
async function openBuilder(page: Page, url = '/themes'): Promise<void> {
  await page.goto(url);
  await expectHydrated(page);
  await page.mouse.move(5, 5);
  await expect(builder(page)).toHaveAttribute('data-hydrated', '', {timeout: 20_000});
  await expect(primaryButton(page)).toBeVisible();
}

async function typeAccent(page: Page, colour: string): Promise<void> {
  await accentField(page).fill(colour);
  await accentField(page).press('Enter');
}

async function expectAccent(page: Page, colour: string): Promise<void> {
  const expected = await computedColour(page, lightAccent(colour));
  await expect.poll(() => style(primaryButton(page), 'background-color')).toBe(expected);
}

test('should re-theme the previewed components, and only them, with a colour typed in any syntax', async ({
  page,
}) => {
  await openBuilder(page);
  const before = await style(primaryButton(page), 'background-color');
  const siteButton = page.getByRole('radio', {name: 'Default'});
  const siteBefore = await style(siteButton, 'background-color');

  await typeAccent(page, VIOLET);
  await expectAccent(page, VIOLET);
  expect(await style(primaryButton(page), 'background-color')).not.toBe(before);
  expect(await style(siteButton, 'background-color')).toBe(siteBefore);

  await typeAccent(page, TEAL);
  await expectAccent(page, TEAL);
  await expect(page).toHaveURL(/[?&]accent=0\.55_0\.1_190(&|$)/);
});

test("should show the builder in the page's HTML, and run its code from the reader's first key", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/themes');
  await expectHydrated(page);
  await page.waitForLoadState('networkidle');
  // Inputs and both panes are there before any of the builder's code has run.
  await expect(accentField(page)).toBeVisible();
  await expect(primaryButton(page, 'light')).toBeVisible();
  await expect(primaryButton(page, 'dark')).toBeVisible();
  await expect(builder(page)).not.toHaveAttribute('data-hydrated', '');
  expect(scripts.filter((script) => script.includes('theme-builder'))).toEqual([]);

  await page.keyboard.press('Tab');
  await expect(builder(page)).toHaveAttribute('data-hydrated', '');
  await typeAccent(page, VIOLET);
  await expectAccent(page, VIOLET);
});

test('should keep what cannot be read in the field, marked invalid, and change nothing', async ({
  page,
}) => {
  await openBuilder(page);
  const before = await style(primaryButton(page), 'background-color');
  await typeAccent(page, 'rgb(12, 34');
  await expect(accentField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(accentField(page)).toHaveValue('rgb(12, 34');
  await expect(
    page.getByRole('group', {name: 'Accent'}).getByText(/is not a colour/),
  ).toBeVisible();
  expect(await style(primaryButton(page), 'background-color')).toBe(before);
  await expect(page).toHaveURL(/\/themes$/);

  await typeAccent(page, VIOLET);
  await expect(accentField(page)).not.toHaveAttribute('aria-invalid', 'true');
  await expectAccent(page, VIOLET);
});

test("should leave the reader's focus in the builder as the gallery's components mount", async ({
  page,
}) => {
  await page.goto('/themes');
  await expectHydrated(page);
  // Focus on the server's field wakes the builder; its gallery mounts after, near the viewport.
  await accentField(page).focus();
  await expect(builder(page)).toHaveAttribute('data-hydrated', '');
  const gallery = page.locator('[data-part="gallery"]');
  await gallery.scrollIntoViewIfNeeded();
  const dialogs = gallery.locator('[data-component$="dialog"], [data-component="drawer"]');
  await expect(dialogs.getByRole('dialog')).toHaveCount(4);
  await expect(dialogs.getByRole('alertdialog')).toHaveCount(2);
  // After the frame in which the gallery's effects ran.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  await expect(accentField(page)).toBeFocused();
});

test('should hold the theme in the address: a reload restores it, back and forward walk its steps', async ({
  page,
}) => {
  await openBuilder(page);
  await typeAccent(page, VIOLET);
  await expect(page).toHaveURL(/accent=/);
  const violetUrl = page.url();
  await typeAccent(page, TEAL);
  await expect(page).not.toHaveURL(violetUrl);

  await page.reload();
  await expect(primaryButton(page)).toBeVisible({timeout: 20_000});
  await expectAccent(page, TEAL);

  await page.goBack();
  await expect(page).toHaveURL(violetUrl);
  await expectAccent(page, VIOLET);
  await page.goForward();
  await expectAccent(page, TEAL);
});

test('should undo and redo by button and by keyboard', async ({page}) => {
  await openBuilder(page);
  const undo = historyBar(page).getByRole('button', {name: 'Undo', exact: true});
  const redo = historyBar(page).getByRole('button', {name: 'Redo', exact: true});
  await expect(undo).toBeDisabled();
  await typeAccent(page, VIOLET);
  await typeAccent(page, TEAL);

  await undo.click();
  await expectAccent(page, VIOLET);
  await expect(accentField(page)).toHaveValue(/^#/);
  await undo.click();
  await expect(page).toHaveURL(/\/themes$/);
  await expect(undo).toBeDisabled();

  await redo.click();
  await expectAccent(page, VIOLET);
  await page.getByRole('heading', {name: 'Theme builder', level: 1}).click();
  await page.keyboard.press('Control+Shift+Z');
  await expectAccent(page, TEAL);
  await page.keyboard.press('Control+Z');
  await expectAccent(page, VIOLET);
});

test('should apply a preset, offer its shadcn command, and reset', async ({page}) => {
  await openBuilder(page);
  const ocean = PRESETS.find((preset) => preset.id === 'ocean')!;
  await historyBar(page)
    .getByRole('button', {name: /Preset/})
    .click();
  await page.getByRole('option', {name: ocean.label}).click();
  const expected = deriveTheme(ocean.input).light['--tessera-accent']!;
  await expect
    .poll(() => style(primaryButton(page), 'background-color'))
    .toBe(await computedColour(page, expected));
  await expect(page).toHaveURL(/accent=.*radius=/);

  await page.getByRole('tab', {name: 'shadcn'}).click();
  await expect(page.getByTestId('export-shadcn')).toContainText(
    /npx shadcn@latest add https?:\/\/[^ ]+\/r\/themes\/ocean\.json/,
  );

  await historyBar(page).getByRole('button', {name: 'Reset', exact: true}).click();
  await expect(page).toHaveURL(/\/themes$/);
  await expect(historyBar(page).getByRole('button', {name: /Preset/})).toContainText('Tessera');
});

test('should report failing pairs of a bad theme and fix one with a click', async ({page}) => {
  await openBuilder(page);
  const checks = Number(
    (await page.getByTestId('check-count').innerText()).match(/^(\d+) checks/)![1],
  );
  expect(checks).toBeGreaterThan(100);
  const library = await failureCount(page);

  await typeAccent(page, '#ffff00');
  await expect.poll(() => failureCount(page)).toBeGreaterThan(library);
  const before = await failureCount(page);
  const fix = page.getByRole('button', {name: /^Fix /}).first();
  const row = fix.locator('xpath=ancestor::li[1]');
  const pair = (await row.getAttribute('data-pair'))!;
  const scheme = (await row.getAttribute('data-scheme'))!;
  await fix.click();

  await expect(
    page.locator(`li[data-pair="${pair}"][data-scheme="${scheme}"]`),
    'the fixed pair no longer fails',
  ).toHaveCount(0);
  expect(await failureCount(page)).toBeLessThan(before);
  await expect(page).toHaveURL(new RegExp(`[?&]${scheme}\\.[a-z-]+=[0-9a-f]{6}`));
  // The fix is an override like any other: one undo takes it back.
  await historyBar(page).getByRole('button', {name: 'Undo', exact: true}).click();
  await expect.poll(() => failureCount(page)).toBe(before);
});

test('should let a reader set any derived colour by hand, starting from its current value', async ({
  page,
}) => {
  await openBuilder(page);
  const handSet = page.getByRole('group', {name: 'Hand-set colours (light)'});
  await handSet.getByRole('button', {name: /Set a light colour by hand/}).click();
  await page.getByRole('option', {name: 'accent', exact: true}).click();
  await handSet.getByRole('button', {name: 'Set', exact: true}).click();

  const field = handSet.getByRole('textbox', {name: 'accent', exact: true});
  await expect(field, "the library's light accent").toHaveValue('#2563eb');
  await field.fill(VIOLET);
  await field.press('Enter');
  await expect(page).toHaveURL(/[?&]light\.accent=7c3aed/);
  await expect
    .poll(() => style(primaryButton(page), 'background-color'))
    .toBe(await computedColour(page, VIOLET));
  // A light hand edit leaves the dark scheme derived.
  await expect
    .poll(() => style(primaryButton(page, 'dark'), 'background-color'))
    .not.toBe(await computedColour(page, VIOLET));
});

test('should copy the CSS and the CLI command with the theme in them', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await openBuilder(page);
  await typeAccent(page, VIOLET);
  await expectAccent(page, VIOLET);

  await page.getByRole('button', {name: 'Copy the CSS'}).click();
  const css = await page.evaluate(() => navigator.clipboard.readText());
  expect(css).toContain(`--tessera-accent: ${lightAccent(VIOLET)};`);
  expect(css).toContain("[data-theme='dark']");
  await expect(page.getByRole('link', {name: 'Download tessera-theme.css'})).toHaveAttribute(
    'download',
    'tessera-theme.css',
  );

  await page.getByRole('tab', {name: 'CLI'}).click();
  await page.getByRole('button', {name: 'Copy the CLI command'}).click();
  const command = await page.evaluate(() => navigator.clipboard.readText());
  expect(command).toMatch(/^npx tessera-ui@latest theme https?:\/\/\S+\/themes\?accent=/);
});

test('should open the builder from the home page with the accent picked there', async ({page}) => {
  await page.goto('/');
  await expectHydrated(page);
  const customize = page.getByRole('link', {name: /^Customize/});
  await expect(customize).toHaveAttribute('href', '/themes');
  await page.getByRole('radio', {name: 'Violet'}).check();
  await expect(customize).toHaveAttribute('href', /^\/themes\?accent=/);
  await customize.click();
  await expect(primaryButton(page)).toBeVisible({timeout: 20_000});
  const violet = await computedColour(page, 'var(--tessera-violet-600)');
  await expect.poll(() => style(primaryButton(page), 'background-color')).toBe(violet);
});

for (const theme of ['light', 'dark'] as const) {
  test(`should pass axe with a theme applied, the site in ${theme}`, async ({page}) => {
    await gotoInTheme(page, `/themes?accent=${encodeURIComponent('0.5_0.2_300')}`, 'light');
    await expectHydrated(page);
    await expect(primaryButton(page)).toBeVisible({timeout: 20_000});
    if (theme === 'dark') await switchTheme(page, 'dark');
    await expectNoAxeViolations(page, `(${theme})`);
  });
}

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  for (const theme of ['light', 'dark'] as const) {
    test(`should fit the screen, switch the preview's scheme and pass axe, in ${theme}`, async ({
      page,
    }) => {
      await gotoInTheme(page, '/themes', theme);
      await expectHydrated(page);
      // Below the inputs on a phone: the preview's code loads as it nears the viewport.
      await page.getByRole('heading', {name: 'Preview', level: 2}).scrollIntoViewIfNeeded();
      await expect(primaryButton(page, 'light')).toBeVisible({timeout: 20_000});
      await expect(primaryButton(page, 'dark')).toBeHidden();
      await page.getByRole('radio', {name: 'Dark'}).click();
      await expect(primaryButton(page, 'dark')).toBeVisible();
      await expect(primaryButton(page, 'light')).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await expectNoAxeViolations(page, `(${theme}, 390 px)`);
    });
  }
});
