import {COMPILE_HINT} from '../../plugins/compile-hints/CompileHintsPlugin';
import {test, expect, expectNoAxeViolations, expectHydrated} from './support/fixtures';

test.describe('the portal foundation', () => {
  test('should render the home page with links to the docs', async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('heading', {level: 1})).toContainText(
      'Accessible React components',
    );
    await expect(page.getByRole('link', {name: 'Get started'})).toHaveAttribute(
      'href',
      '/docs/getting-started/introduction',
    );
    await expect(page.getByRole('link', {name: 'Browse components'})).toHaveAttribute(
      'href',
      '/docs/components',
    );
    await expectNoAxeViolations(page);
  });

  test('should lead to the showcase from the navbar, on a desktop and in the mobile drawer', async ({
    page,
  }) => {
    await page.goto('/docs/getting-started/introduction');
    const main = page.getByRole('navigation', {name: 'Main'});
    await main.getByRole('link', {name: 'Showcase', exact: true}).click();
    await expect(page).toHaveURL(/\/showcase$/);
    await expect(main.getByRole('link', {name: 'Showcase', exact: true})).toHaveClass(
      /navbar__link--active/,
    );

    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page
      .locator('.navbar-sidebar')
      .getByRole('link', {name: 'Showcase', exact: true})
      .click();
    await expect(page).toHaveURL(/\/showcase$/);
  });

  test('should leave the phone drawer unfilled until it opens, so no page the reader cannot see is prefetched', async ({
    page,
  }) => {
    // Docusaurus's Link prefetches a page's code once the link is in view; record which pages.
    await page.addInitScript(() => {
      type Client = {prefetch(path: string): unknown};
      const prefetched: string[] = [];
      (window as unknown as {prefetched: string[]}).prefetched = prefetched;
      let value: Client | undefined;
      Object.defineProperty(window, 'docusaurus', {
        configurable: true,
        get: () => value,
        // The object Docusaurus assigns is frozen: stand a copy in for it.
        set(next: Client) {
          value = {
            ...next,
            prefetch: (path: string) => {
              prefetched.push(path);
              return next.prefetch(path);
            },
          };
        },
      });
    });
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/docs/components/button');
    await expectHydrated(page);
    await page.waitForLoadState('networkidle');

    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer.locator('.theme-doc-sidebar-menu a')).toHaveCount(0);
    // Every page prefetched has a link on screen: none is in the closed drawer.
    const offScreen = await page.evaluate(() =>
      (window as unknown as {prefetched: string[]}).prefetched.filter(
        (path) =>
          ![...document.querySelectorAll<HTMLAnchorElement>('a[href]')].some((link) => {
            if (new URL(link.href).pathname !== path) return false;
            const box = link.getBoundingClientRect();
            return (
              link.checkVisibility({visibilityProperty: true}) &&
              box.right > 0 &&
              box.left < innerWidth &&
              box.bottom > 0 &&
              box.top < innerHeight
            );
          }),
      ),
    );
    expect(offScreen).toEqual([]);

    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(drawer.getByRole('link', {name: 'Button', exact: true})).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The page's own group is open; the others are one line each, and open on a tap.
    await expect(drawer.getByRole('link', {name: 'Toolbar'})).toBeVisible();
    await expect(drawer.getByRole('link', {name: 'Tooltip'})).toHaveCount(0);
    await drawer.getByRole('button', {name: /Overlays/}).click();
    await expect(drawer.getByRole('link', {name: 'Tooltip'})).toBeVisible();
  });

  test('should not move the navbar title when the logo arrives after the first paint', async ({
    page,
  }) => {
    await page.route('**/img/logo.svg', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as {shifts: number[]}).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as {value: number}).value);
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/docs/components/spinner');
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('.navbar__logo img')].every(
          (img) => (img as HTMLImageElement).complete,
        ),
      null,
      {timeout: 10_000},
    );
    // Layout shifts are reported after the frame that painted them.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    expect(await page.evaluate(() => (window as unknown as {shifts: number[]}).shifts)).toEqual([]);
  });

  test('should load a docs page on a phone without building a collator', async ({page}) => {
    // A page's first localeCompare builds an ICU collator: 35–40 ms on a slow phone, which landed
    // in the longest task after hydration. Nothing on a loading page needs one.
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as {collations: string[]}).collations = calls;
      const compare = String.prototype.localeCompare;
      String.prototype.localeCompare = function (
        this: string,
        ...args: Parameters<typeof compare>
      ) {
        calls.push(`${this} ${args[0]}`);
        return compare.apply(this, args);
      };
    });
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/docs/components/form');
    await expectHydrated(page);
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as {collations: string[]}).collations),
    ).toEqual([]);
  });

  test('should mark the scripts a page runs before it hydrates for eager compilation, and no other', async ({
    page,
    request,
  }) => {
    // V8 compiles a script marked so on the thread that streams it in, not lazily on the main
    // thread; the scripts every page runs first call nearly all their functions at once.
    const initial = ['/assets/js/runtime~main', '/assets/js/main'];
    await page.goto('/docs/components/button');
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).src));
    const names = scripts.map((src) => new URL(src).pathname.replace(/\.[0-9a-f]+\.js$/, ''));
    expect(names).toEqual(expect.arrayContaining(initial));
    for (const [index, src] of scripts.entries()) {
      const body = await (await request.get(src)).text();
      expect({src, hinted: body.startsWith(COMPILE_HINT)}).toEqual({
        src,
        hinted: initial.includes(names[index]!),
      });
    }
  });

  test('should render a docs page with its sidebar and table of contents', async ({page}) => {
    await page.goto('/docs/getting-started/installation');
    await expect(page.getByRole('heading', {level: 1, name: 'Installation'})).toBeVisible();
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.getByRole('link', {name: 'Theming'})).toBeVisible();

    // The table of contents lists the page's sections, in order, each linking to its heading.
    const sections = page.getByRole('article').getByRole('heading', {level: 2});
    // Without the zero-width space Docusaurus puts in each heading's anchor link.
    const titles = (await sections.allTextContents()).map((text) =>
      text.replace(/\u200b/g, '').trim(),
    );
    expect(titles).toEqual([
      'Requirements',
      'Install the package',
      'Import the styles once',
      'Use a component',
      'Dark mode',
      'Framework notes',
    ]);
    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc).toBeVisible();
    const entries = toc.getByRole('link');
    await expect(entries).toHaveText(titles);
    for (const [index, title] of titles.entries()) {
      const id = await sections.nth(index).getAttribute('id');
      await expect(entries.nth(index), title).toHaveAttribute('href', `#${id}`);
    }
    await entries.nth(2).click();
    await expect(page).toHaveURL(/#import-the-styles-once$/);
    await expect(sections.nth(2)).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test('should switch to the same page in version 1.x from the version dropdown', async ({
    page,
  }) => {
    await page.goto('/docs/getting-started/theming');
    await page.getByRole('button', {name: '2.x'}).hover();
    await page.getByRole('link', {name: '1.x', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/1\.x\/getting-started\/theming$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Theming'})).toBeVisible();
    await expect(page.getByText(/no longer actively maintained/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('should find a page by a word that appears only in its body', async ({page}) => {
    await page.goto('/docs/getting-started/introduction');
    await expectHydrated(page);
    await page.keyboard.press('Control+k');
    const search = page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true});
    await expect(search).toBeFocused();
    // "Rspack" appears only in the body of the Installation page.
    await search.pressSequentially('Rspack');
    const results = page.getByRole('listbox');
    await expect(results.getByText('Installation').first()).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(/\/docs\/getting-started\/installation/);
  });

  test('should leave text meant only for screen readers out of the search index', async ({
    request,
  }) => {
    const index = await (await request.get('/search-index.json')).text();
    // The related-component cards open in a new tab and say so to screen readers only.
    expect(index).toContain('Rspack');
    expect(index).not.toMatch(/(Accordion|Disclosure|Spinner) \(opens in a new tab\)/);
  });

  test('should narrow the sidebar as the reader types in the filter', async ({page}) => {
    await page.goto('/docs/getting-started/introduction');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const filter = page.getByRole('searchbox', {name: 'Filter pages'});
    await filter.focus();
    await expect(filter).toBeFocused();
    await filter.pressSequentially('dark');
    await expect(sidebar.getByRole('link', {name: 'Dark mode'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Installation'})).toHaveCount(0);
    await filter.fill('zzzz-no-such-page');
    await expect(page.getByText('No pages match')).toBeVisible();
    await filter.press('Escape');
    await expect(sidebar.getByRole('link', {name: 'Installation'})).toBeVisible();
  });

  test('should re-render a live code block preview when its code is edited', async ({page}) => {
    await page.goto('/docs/getting-started/introduction');
    await expectHydrated(page);
    const live = page.getByTestId('example').first();
    const preview = live.getByTestId('example-preview');
    // As a reader scrolls to it: an inline block previews as it nears the viewport.
    await live.scrollIntoViewIfNeeded();
    await expect(preview.getByText('Hello, Ada!')).toBeVisible();
    // Inline live blocks load their editor as they near the viewport, so the code may already be live.
    await live.getByTestId('example-code').or(live.getByTestId('example-editor')).click();
    const editor = live.getByTestId('example-editor');
    await expect(editor).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type('<p>Edited by a reader</p>', {delay: 20});
    await expect(preview.getByText('Edited by a reader')).toBeVisible();
    await expect(preview.getByText('Hello, Ada!')).toHaveCount(0);
  });
});
