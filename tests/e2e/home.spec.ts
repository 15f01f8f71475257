// The home page as a reader meets it: the sample app live, each of its parts naming the component
// it is and leading to its page; the accent picker re-theming the components; a gallery card for
// every component of the catalogue, grouped as the sidebar groups them; the install command; and
// the site's own typefaces, arriving without moving anything.
import type {Page} from '@playwright/test';
import catalogue from '../../showcase/components.json';
import {expect, expectHydrated, expectNoAxeViolations, gotoInTheme, test} from './support/fixtures';
import {cliTabCommands} from './support/page-commands';
import {computedColour} from './support/computed-style';

const app = (page: Page) => page.getByRole('region', {name: 'A sample app built with Tessera UI'});

test('should label each part of the sample app with a link to the page of its component', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const labels = app(page).getByTestId('part-label');
  await expect(labels).toHaveCount(5);
  for (const label of await labels.all()) {
    const [first] = (await label.innerText()).split(' · ');
    const entry = catalogue.find((component) => component.title === first);
    expect(entry, `a catalogue component titled "${first}"`).toBeDefined();
    await expect(label).toHaveAttribute('href', entry!.href);
    const response = await request.get(entry!.href);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`>${entry!.title}</h1>`);
  }
});

test('should run the sample app: a switch by keyboard, a row removed from its menu, a toast on save', async ({
  page,
}) => {
  await page.goto('/');
  await expectHydrated(page);
  const digest = app(page).getByRole('switch', {name: 'Weekly email digest'});
  await digest.focus();
  // Focus wakes the island; a key pressed before its code has run would meet the server's HTML.
  await expect(app(page).locator('[data-island]')).toHaveAttribute('data-hydrated', /.*/);
  await expect(digest).toBeChecked();
  await page.keyboard.press('Space');
  await expect(digest).not.toBeChecked();

  await app(page).getByRole('button', {name: 'Actions for Grace Hopper'}).click();
  await page.getByRole('menuitem', {name: 'Remove from workspace'}).click();
  await expect(app(page).getByRole('rowheader', {name: 'Grace Hopper'})).toHaveCount(0);
  await expect(app(page).getByRole('rowheader', {name: 'Ada Lovelace'})).toBeVisible();

  await app(page).getByRole('button', {name: 'Save changes'}).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
});

for (const [theme, step] of [
  ['light', 600],
  ['dark', 400],
] as const) {
  test(`should re-theme the sample app and the gallery with the accent picked by keyboard, in ${theme}`, async ({
    page,
  }) => {
    await gotoInTheme(page, '/', theme);
    const save = app(page).getByRole('button', {name: 'Save changes'});
    const galleryButton = page.locator('[data-component="button"] .ui-Button').first();
    const background = () => save.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background()).toBe(await computedColour(page, `var(--tessera-blue-${step})`));

    await page.getByRole('radio', {name: 'Blue'}).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', {name: 'Violet'})).toBeChecked();
    const violet = await computedColour(page, `var(--tessera-violet-${step})`);
    await expect.poll(background).toBe(violet);
    await expect
      .poll(() => galleryButton.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe(violet);
    // The rest of the site keeps its own colours.
    const getStarted = page.getByRole('link', {name: 'Get started'});
    const primary = await getStarted.evaluate(
      (element) => getComputedStyle(element).backgroundColor,
    );
    expect(primary).not.toBe(violet);
  });
}

test('should show a card for every component of the catalogue, grouped as the sidebar groups them', async ({
  page,
}) => {
  await page.goto('/docs/components');
  const sidebarGroups = await page
    .locator('.theme-doc-sidebar-item-category-level-2 > .menu__list-item-collapsible')
    .allInnerTexts();
  await page.goto('/');
  const gallery = page.getByRole('region', {name: 'Every component'});
  const groups = gallery.getByRole('region');
  // Docusaurus ends a category's label, and a heading's anchor, with a zero-width space.
  const labels = (texts: string[]) => texts.map((text) => text.replace(/\u200b/g, '').trim());
  expect(labels(await groups.getByRole('heading', {level: 3}).allTextContents())).toEqual(
    labels(sidebarGroups),
  );
  await expect(gallery.locator('li[data-component]')).toHaveCount(catalogue.length);
  const missing: string[] = [];
  for (const entry of catalogue) {
    const card = gallery.locator(`[data-component="${entry.name}"]`);
    await expect(card.getByRole('link', {name: entry.title, exact: true})).toHaveAttribute(
      'href',
      entry.href,
    );
    const picture = await card.locator('[inert]').evaluate((element) => ({
      elements: element.querySelectorAll('*').length,
      height: element.getBoundingClientRect().height,
    }));
    if (picture.elements < 2 || picture.height === 0) missing.push(entry.name);
  }
  expect(missing, 'gallery cards without a picture of their component').toEqual([]);
});

test('should offer the install command the CLI test runs, with a button that copies it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await page.goto('/');
  const command = await page.getByTestId('install-command').innerText();
  expect(cliTabCommands()).toContain(command);
  await expectHydrated(page);
  await page.getByRole('button', {name: 'Copy the install command'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Copied'})).toHaveText(
    'Copied to the clipboard',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command);
});

test('should set text in its own preloaded typeface and code in its monospaced companion, with no layout shift', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, {layoutShifts: shifts});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as {value: number}).value);
    }).observe({type: 'layout-shift', buffered: true});
  });
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  const preload = page.locator('link[rel=preload][as=font]');
  await expect(preload).toHaveCount(1);
  const href = (await preload.getAttribute('href'))!;
  const response = await request.get(href);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const fonts = await page.evaluate(() => ({
    body: getComputedStyle(document.body).fontFamily,
    code: getComputedStyle(document.querySelector('[data-testid="install-command"]')!).fontFamily,
    button: getComputedStyle(document.querySelector('.ui-Button')!).fontFamily,
    loaded: document.fonts.check('16px "Inter Variable"'),
  }));
  expect(fonts.body.startsWith('"Inter Variable", "Inter Variable Fallback"')).toBe(true);
  expect(fonts.code.startsWith('"JetBrains Mono Variable"')).toBe(true);
  // The library's components inherit the page's font while no theme sets one.
  expect(fonts.button).toBe(fonts.body);
  expect(fonts.loaded).toBe(true);

  // The fallback takes the room the font will: the same paragraph, at the site's line height,
  // wraps alike in both.
  const sizes = await page.evaluate(() =>
    ['"Inter Variable"', '"Inter Variable Fallback"'].map((family) => {
      const probe = document.createElement('p');
      probe.style.cssText = `position:absolute;width:20rem;font-family:${family};font-size:16px`;
      probe.textContent =
        'Tessera UI is a library of accessible components built on React Aria Components and styled with plain CSS over design tokens, in light and dark.';
      document.body.append(probe);
      const {width, height} = probe.getBoundingClientRect();
      const line = document.createElement('span');
      line.style.cssText = `white-space:nowrap;font-family:${family};font-size:16px`;
      line.textContent = probe.textContent;
      document.body.append(line);
      const lineWidth = line.getBoundingClientRect().width;
      probe.remove();
      line.remove();
      return {width, height, lineWidth};
    }),
  );
  const [font, fallback] = sizes;
  expect(fallback!.height).toBe(font!.height);
  expect(Math.abs(fallback!.lineWidth / font!.lineWidth - 1)).toBeLessThan(0.03);

  await page.waitForTimeout(500);
  expect(
    await page.evaluate(() => (window as unknown as {layoutShifts: number[]}).layoutShifts),
  ).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  for (const theme of ['light', 'dark'] as const) {
    test(`should fit the screen and pass axe, in ${theme}`, async ({page}) => {
      await gotoInTheme(page, '/', theme);
      await expectHydrated(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await expectNoAxeViolations(page, `(${theme}, 390 px)`);
    });
  }
});
