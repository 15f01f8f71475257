// Site search as a reader uses it, against the production build (the index exists only there):
// fixed reader queries land on the expected page, a prop name lands on its props-table row, results
// stay in the version being read with a way to search the other, and the list has no duplicates and
// no text that only screen readers hear.
import type {Page} from '@playwright/test';
import {
  test,
  expect,
  expectNoAxeViolations,
  gotoInTheme,
  gotoHydrated,
  markDocument,
} from './support/fixtures';

const searchBox = (page: Page) =>
  page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true});

async function searchFrom(page: Page, url: string, query: string) {
  await gotoHydrated(page, url);
  const input = searchBox(page);
  await input.click();
  await input.pressSequentially(query);
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible({timeout: 20_000});
  return {input, options};
}

/** Types the query in the navbar search, checks the list, and follows the first result. */
async function firstResultOf(
  page: Page,
  query: string,
  from = '/docs/getting-started/introduction',
) {
  const {input, options} = await searchFrom(page, from, query);
  const texts = (await options.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
  expect(new Set(texts).size, `duplicate results for "${query}": ${texts.join(' / ')}`).toBe(
    texts.length,
  );
  // Screen-reader-only text is not indexed; only the Link page's own prose may quote it.
  for (const text of texts.filter((hit) => !hit.includes('› Link ›')))
    expect(text).not.toContain('opens in a new tab');
  await input.press('Enter');
  await page.waitForURL((url) => !url.pathname.endsWith(new URL(from, url).pathname));
  return new URL(page.url());
}

const readerQueries: Array<[query: string, path: RegExp]> = [
  ['tooltip delay', /^\/docs\/components\/tooltip$/],
  ['keyboard tabs', /^\/docs\/components\/tabs$/],
  ['dark mode', /^\/docs\/getting-started\/dark-mode$/],
  // Form ("native and custom validation") and Text field ("validation and error message") are
  // both about it, and score within a thousandth of each other.
  ['validation', /^\/docs\/components\/(form|text-field)$/],
];

test.describe('site search', () => {
  for (const [query, path] of readerQueries) {
    test(`should put the expected page first for "${query}"`, async ({page}) => {
      const url = await firstResultOf(page, query);
      expect(url.pathname).toMatch(path);
    });
  }

  test('should take a prop name to its props-table row', async ({page}) => {
    const url = await firstResultOf(page, 'isDisabled');
    expect(url.pathname).toMatch(/^\/docs\/components\/[a-z-]+$/);
    expect(url.hash).toMatch(/^#prop-[A-Za-z]+-isDisabled$/);
    const row = page.locator(`tr[id="${url.hash.slice(1)}"]`);
    await expect(row.getByRole('rowheader')).toContainText('isDisabled');
    await expect(row).toBeInViewport();
  });

  test('should keep a 1.x reader in 1.x', async ({page}) => {
    const url = await firstResultOf(page, 'isDisabled', '/docs/1.x/components/switch');
    expect(url.pathname).toMatch(/^\/docs\/1\.x\/components\/[a-z-]+$/);
    expect(url.hash).toMatch(/^#prop-[A-Za-z]+-isDisabled$/);
  });

  test('should keep a 2.x reader out of 1.x', async ({page}) => {
    const url = await firstResultOf(page, 'isDisabled', '/docs/components/switch');
    expect(url.pathname).toMatch(/^\/docs\/components\/[a-z-]+$/);
  });

  test('should let a 1.x reader search every version from the results page', async ({page}) => {
    const {input} = await searchFrom(page, '/docs/1.x/components/switch', 'isDisabled');
    await input.press('ArrowDown');
    await page.getByRole('link', {name: 'See all results'}).click();
    await expect(page).toHaveURL(/\/search\/?\?q=isDisabled&version=docs%2F1\.x%2F$/);
    const versions = page.getByRole('navigation', {name: 'Search in version'});
    await expect(versions.getByRole('link', {name: '1.x'})).toHaveAttribute('aria-current', 'page');
    const results = page.getByRole('main').getByRole('article').getByRole('link');
    await expect(results.first()).toBeVisible({timeout: 20_000});
    for (const href of await results.evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')),
    ))
      expect(href).toMatch(/^\/docs\/1\.x\//);
    await expectNoAxeViolations(page, 'on the 1.x results');

    await versions.getByRole('link', {name: '2.x (latest)'}).click();
    await expect(page).toHaveURL(/\/search\?q=isDisabled$/);
    await expect(versions.getByRole('link', {name: '2.x (latest)'})).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(results.first()).toHaveAttribute('href', /^\/docs\/components\//);
    const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.filter((href) => href?.startsWith('/docs/1.x/'))).toEqual([]);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });
});

test.describe('the mobile drawer at 390 px', () => {
  test.use({viewport: {width: 390, height: 844}});

  for (const theme of ['light', 'dark'] as const) {
    test(`should show the search page's version switch without axe violations (${theme})`, async ({
      page,
    }) => {
      await gotoInTheme(page, '/search?q=isDisabled&version=docs%2F1.x%2F', theme);
      const versions = page.getByRole('navigation', {name: 'Search in version'});
      await expect(versions.getByRole('link', {name: '1.x'})).toBeVisible();
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible({
        timeout: 20_000,
      });
      await expectNoAxeViolations(page, `(${theme})`);
    });
  }

  test('should offer the sidebar filter and narrow the pages', async ({page}) => {
    await gotoHydrated(page, '/docs/components/button');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const filter = page.getByRole('searchbox', {name: 'Filter pages'});
    await expect(filter).toBeVisible();
    await filter.fill('toolt');
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer.getByRole('link', {name: 'Tooltip'})).toBeVisible();
    await expect(drawer.getByRole('link', {name: 'Button', exact: true})).toHaveCount(0);
    await expectNoAxeViolations(page, 'with the drawer open and filtered');
    await drawer.getByRole('link', {name: 'Tooltip'}).click();
    await expect(page).toHaveURL(/\/docs\/components\/tooltip$/);
    await expect(filter).toBeHidden();
  });

  test('should link to the Showcase from the navbar', async ({page}) => {
    await page.goto('/docs/components/button');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.getByRole('button', {name: '← Back to main menu'}).click();
    await page.getByRole('link', {name: 'Showcase', exact: true}).click();
    await expect(page).toHaveURL(/\/showcase\/?$/);
  });
});

test.describe('the search bar, whose code loads when the reader comes to it', () => {
  const island = (page: Page) =>
    page.getByRole('navigation', {name: 'Main'}).locator('[data-island]');
  const isSearchBarCode = (url: string) => /\/search-bar\.[^/]+\.js$/.test(url);

  /** Holds the search bar's code back until `release` is called. */
  async function holdSearchBarCode(page: Page): Promise<() => void> {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => isSearchBarCode(url.href),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    return release;
  }

  /** Lets the held code in; the live bar keeps the focus and the query, and answers it. */
  async function releaseAndExpectAnswer(
    page: Page,
    release: () => void,
    query: string,
    firstResult: string,
  ) {
    release();
    await expect(island(page)).toHaveAttribute('data-hydrated', '');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue(query);
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(firstResult, {
      timeout: 20_000,
    });
  }

  test('should leave its code out of the first load and fetch it when the pointer comes', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await gotoHydrated(page, '/docs/components/button');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter(isSearchBarCode)).toEqual([]);
    await expect(island(page)).not.toHaveAttribute('data-hydrated');

    await searchBox(page).hover();
    await expect(island(page)).toHaveAttribute('data-hydrated', '');
    expect(scripts.filter(isSearchBarCode)).toHaveLength(1);
  });

  test('should take the shortcut and the query typed before its code arrives', async ({page}) => {
    const release = await holdSearchBarCode(page);
    await gotoHydrated(page, '/docs/getting-started/introduction');
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('tooltip delay');
    await expect(island(page)).not.toHaveAttribute('data-hydrated');

    await releaseAndExpectAnswer(page, release, 'tooltip delay', 'Tooltip');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/components\/tooltip(#[\w-]+)?$/);
  });

  test('should keep the box on a page with a navbar of its own, reached through the router', async ({
    page,
  }) => {
    const release = await holdSearchBarCode(page);
    await gotoHydrated(page, '/docs/components/button');
    const sameDocument = await markDocument(page);
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: 'Showcase', exact: true})
      .click();
    await expect(page).toHaveURL(/\/showcase\/?$/);
    expect(await sameDocument(), 'a client-side navigation').toBe(true);
    await expect(searchBox(page)).toBeVisible();
    await expect(island(page)).not.toHaveAttribute('data-hydrated');

    release();
    await expect(island(page)).toHaveAttribute('data-hydrated', '');
    await expect(searchBox(page)).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({hasTouch: true, isMobile: true, viewport: {width: 390, height: 844}});

    test('should take a tap and the query typed before its code arrives', async ({page}) => {
      const release = await holdSearchBarCode(page);
      await gotoHydrated(page, '/docs/components/button');
      await searchBox(page).tap();
      await expect(searchBox(page)).toBeFocused();
      await page.keyboard.type('keyboard tabs');

      await releaseAndExpectAnswer(page, release, 'keyboard tabs', 'Tabs');
    });
  });
});
