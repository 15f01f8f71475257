// The showcase: its index's filters, each page's demo and credits, closing it, and the cards that
// link it from component pages. Axe over the index and every showcase page, light and dark, is
// the sweep's (tests/e2e/sweep.spec.ts), as it is for every page of the sitemap.
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, expectNoAxeViolations, gotoHydrated, markDocument} from './support/fixtures';
import {loadedScripts} from './support/loaded-scripts';

interface Entry {
  name: string;
  title: string;
  category: string;
  components: string[];
}
const read = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../showcase', file), 'utf8')) as Entry[];
const SHOWCASES = read('showcases.json');
const grid = (page: Page) => page.getByRole('main').getByRole('list').first();
const cardTitles = (page: Page) => grid(page).getByRole('heading', {level: 3}).allTextContents();
const sourceCode = (page: Page) => page.getByRole('region', {name: 'Source'}).locator('pre code');
/** The chunks of showcase sources' tokens among `scripts`, by name. */
const tokenChunks = (scripts: string[]) =>
  scripts.flatMap(
    (script) => /\/(showcase-tokens-[a-z0-9-]+)\.[0-9a-f]+\.js$/.exec(script)?.[1] ?? [],
  );

test.describe('the showcase index', () => {
  test('should filter by category and component, keep the filters in the URL and after a reload', async ({
    page,
  }) => {
    await gotoHydrated(page, '/showcase');
    await expect(page.getByRole('heading', {level: 1, name: 'Showcase'})).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      `Showing ${SHOWCASES.length} of ${SHOWCASES.length} showcases`,
    );

    const commerce = SHOWCASES.filter((s) => s.category === 'Commerce');
    await page
      .getByRole('group', {name: 'Category'})
      .getByRole('button', {name: 'Commerce'})
      .click();
    await expect(page).toHaveURL(/\?category=commerce$/);
    await expect.poll(() => cardTitles(page)).toEqual(commerce.map((s) => s.title));

    const withForm = commerce.filter((s) => s.components.includes('form'));
    await page.getByRole('combobox', {name: 'Component'}).selectOption('form');
    await expect(page).toHaveURL(/\?category=commerce&component=form$/);
    await expect.poll(() => cardTitles(page)).toEqual(withForm.map((s) => s.title));
    expect(withForm.length).toBeGreaterThan(0);
    expect(withForm.length).toBeLessThan(SHOWCASES.length);

    await page.reload();
    await expect(page.getByRole('button', {name: 'Commerce'})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('combobox', {name: 'Component'})).toHaveValue('form');
    await expect.poll(() => cardTitles(page)).toEqual(withForm.map((s) => s.title));
    await expectNoAxeViolations(page, 'filtered index');

    await page.getByRole('button', {name: 'All', exact: true}).click();
    await page.getByRole('combobox', {name: 'Component'}).selectOption('');
    await expect(page).toHaveURL(/\/showcase$/);
    await expect.poll(async () => (await cardTitles(page)).length).toBe(SHOWCASES.length);
  });

  test('should open a filtered link directly and return to it when the showcase is closed', async ({
    page,
  }) => {
    await gotoHydrated(page, '/showcase?component=accordion');
    const faq = SHOWCASES.find((s) => s.name === 'faq');
    await expect.poll(() => cardTitles(page)).toEqual([faq?.title]);
    await page.getByRole('link', {name: faq?.title}).click();
    await expect(page).toHaveURL(/\/showcase\/faq\?returnUrl=/);
    await page.getByRole('link', {name: 'Close showcase'}).click();
    await expect(page).toHaveURL(/\/showcase\?component=accordion$/);
    await expect.poll(() => cardTitles(page)).toEqual([faq?.title]);
  });

  test("should colour a showcase's code after a client-side navigation, with its own tokens", async ({
    page,
  }) => {
    await gotoHydrated(page, '/showcase');
    const [first] = SHOWCASES;
    await page.getByRole('link', {name: first?.title}).click();
    await expect(page).toHaveURL(new RegExp(`/showcase/${first?.name}\\?`));
    // The browser renders this page itself: its code's tokens come in a chunk of their own.
    await expect(sourceCode(page).locator('.token').first()).toBeVisible();
    expect(tokenChunks(await loadedScripts(page))).toEqual([`showcase-tokens-${first?.name}`]);
  });

  test('should be readable without JavaScript', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/showcase?category=commerce');
    for (const showcase of SHOWCASES) {
      await expect(page.getByRole('link', {name: showcase.title})).toBeVisible();
    }
    await page.goto('/showcase/faq');
    await expect(page.getByRole('heading', {level: 1, name: 'FAQ accordion'})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'General'})).toBeVisible();
    await context.close();
  });
});

test.describe('every showcase page', () => {
  for (const showcase of SHOWCASES) {
    test(`${showcase.name} should render its demo, credits and code with no console error, without the doc pages' shared code`, async ({
      page,
    }) => {
      await gotoHydrated(page, `/showcase/${showcase.name}`);
      // It shares its code block with doc pages, in a chunk of its own (plugins/islands/webpack.ts),
      // not Docusaurus's `common`, which holds the rest of what doc pages share.
      const scripts = await loadedScripts(page);
      expect(scripts.filter((script) => /\/common\.[^/]*\.js$/.test(script))).toEqual([]);
      expect(scripts.filter((script) => /\/showcase-shared\.[^/]*\.js$/.test(script))).toHaveLength(
        1,
      );
      // Its source coloured as served, by the build's tokens: the browser keeps that code and
      // fetches no tokens for it.
      await expect(sourceCode(page).locator('.token').first()).toBeVisible();
      await expect(sourceCode(page)).toHaveText(
        fs
          .readFileSync(
            path.join(__dirname, '../../showcase/demos', `${showcase.name}.tsx`),
            'utf8',
          )
          .trimEnd(),
      );
      expect(tokenChunks(scripts)).toEqual([]);
      await expect(page).toHaveTitle(`${showcase.title} · Showcase | Tessera UI`);
      await expect(page.getByRole('heading', {level: 1, name: showcase.title})).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w/);
      await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute(
        'content',
        `${showcase.title} · Showcase`,
      );
      await expect(page.getByTestId('showcase-preview')).not.toBeEmpty();
      await expect(
        page.getByText('Sample content: every name, price and text below is made up.'),
      ).toBeVisible();
      await expect(page.getByTestId('showcase-preview')).toContainText(/sample/i);
      const used = page.getByRole('region', {name: 'Components used'}).getByRole('listitem');
      await expect(used).toHaveCount(showcase.components.length);

      const toggle = page.getByRole('button', {name: 'Expand code'});
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(
        page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`),
      ).toBeAttached();
      await toggle.click();
      await expect(page.getByRole('button', {name: 'Collapse code'})).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });
  }
});

test.describe('closing a showcase', () => {
  const back = '/showcase?category=content';

  test('should go back to a valid returnUrl with the × control', async ({page}) => {
    await gotoHydrated(page, `/showcase/faq?returnUrl=${encodeURIComponent(back)}`);
    const close = page.getByRole('link', {name: 'Close showcase'});
    await expect(close).toHaveAttribute('href', back);
    await close.click();
    await expect(page).toHaveURL(new RegExp(`${back.replace('?', '\\?')}$`));
  });

  test('should go back to a valid returnUrl with Escape', async ({page}) => {
    await gotoHydrated(
      page,
      `/showcase/faq?returnUrl=${encodeURIComponent('/docs/getting-started/introduction')}`,
    );
    await expect(page.getByRole('link', {name: 'Close showcase'})).toHaveAttribute(
      'href',
      '/docs/getting-started/introduction',
    );
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/docs\/getting-started\/introduction$/);
  });

  test('should let Escape close a menu in the demo without leaving the page', async ({page}) => {
    await gotoHydrated(page, `/showcase/team-members?returnUrl=${encodeURIComponent(back)}`);
    await page.getByRole('button', {name: 'Actions for Grace Hopper'}).click();
    await expect(page.getByRole('menu')).toBeVisible();
    // As a reader would: Escape once focus is in the menu. (The demo is an island: the first click
    // loads its code and is replayed, so the menu can paint a moment before it takes focus.)
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="menu"]'))))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page).toHaveURL(/\/showcase\/team-members\?returnUrl=/);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`${back.replace('?', '\\?')}$`));
  });

  test('should go to the index without a returnUrl', async ({page}) => {
    await gotoHydrated(page, '/showcase/faq');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/showcase$/);
  });

  const hostile = [
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
  ];
  const forms = hostile.flatMap((value) => [
    {label: JSON.stringify(value), query: encodeURIComponent(value)},
    {
      label: `${JSON.stringify(value)} encoded`,
      query: encodeURIComponent(encodeURIComponent(value)),
    },
    {
      label: `${JSON.stringify(value)} double-encoded`,
      query: encodeURIComponent(encodeURIComponent(encodeURIComponent(value))),
    },
  ]);
  forms.push(
    {label: 'raw //evil.example', query: '//evil.example'},
    {label: 'raw /%5Cevil.example', query: '/%5Cevil.example'},
  );

  for (const {label, query} of forms) {
    test(`should refuse returnUrl ${label}`, async ({page}) => {
      await gotoHydrated(page, `/showcase/faq?returnUrl=${query}`);
      const close = page.getByRole('link', {name: 'Close showcase'});
      await expect(close).toHaveAttribute('href', '/showcase');
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/showcase$/);
    });
  }
});

test.describe('related cards on component pages', () => {
  test('should link related showcases with the current page as returnUrl', async ({page}) => {
    const cardsData: string[] = [];
    page.on('request', (request) => {
      if (/\/related-cards\.[^/]*\.js$/.test(request.url())) cardsData.push(request.url());
    });
    await gotoHydrated(page, '/docs/components/tabs');
    await page.waitForLoadState('networkidle');
    // The served page shows the server's cards and never renders them: it has no use for their data.
    expect(cardsData, "the cards' data on the served page").toEqual([]);
    const settings = SHOWCASES.find((s) => s.name === 'settings');
    const card = page.getByRole('link', {name: settings?.title, exact: true});
    await expect(card).toHaveAttribute(
      'href',
      '/showcase/settings?returnUrl=%2Fdocs%2Fcomponents%2Ftabs',
    );
    const sameDocument = await markDocument(page);
    await card.click();
    await expect(page.getByRole('heading', {level: 1, name: settings?.title})).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/docs\/components\/tabs$/);
    // Back through the router, the browser renders the cards itself, from their data, fetched then.
    await expect(card).toBeVisible();
    expect(cardsData).toHaveLength(1);
    await expect(page.getByRole('link', {name: 'Accordion (opens in a new tab)'})).toBeVisible();
    expect(await sameDocument()).toBe(true);
  });

  test('should open related components in a new tab', async ({page, context}) => {
    await gotoHydrated(page, '/docs/components/form');
    const link = page.getByRole('link', {name: 'Text field (opens in a new tab)'});
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', '/docs/components/text-field');
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/docs/components/text-field');
    await expect(popup.getByRole('heading', {level: 1, name: 'Text field'})).toBeVisible();
  });
});
