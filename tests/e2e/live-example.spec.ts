import type {Page} from '@playwright/test';
import catalogue from '../../showcase/components.json';
import {readSitemapPaths} from './support/sitemap';
import {
  test,
  expect,
  expectNoAxeViolations,
  expectProblems,
  gotoInTheme,
  expectHydrated,
  gotoHydrated,
} from './support/fixtures';

// Runs against src/pages/dev/example-lab.mdx (the docs machinery harness), and, for each feature,
// against the pages readers use: the catalogue's first component page here, and every example of
// every doc page in the sweep (sweep.spec.ts), which also reads each component page as served.
const LAB = '/dev/example-lab';

const example = (page: Page, title: string) =>
  page
    .getByTestId('example')
    .filter({has: page.getByRole('textbox', {name: `Edit code: ${title}`})});

async function openEditor(page: Page, title: string) {
  const block = example(page, title);
  await block.getByTestId('example-code').click();
  const editor = block.getByTestId('example-editor');
  await expect(editor).toBeFocused();
  return {block, editor};
}

async function replaceCode(page: Page, code: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  // A steady typist's pace; use-editable reads the DOM back after each input event.
  await page.keyboard.type(code, {delay: 20});
}

test.describe('live examples', () => {
  test('should server-render previews, highlighted code and the collapsed state without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(LAB);
    await expect(page.getByTestId('greeting')).toHaveText('Hello from Tessera');
    await expect(
      example(page, 'Counter').getByRole('button', {name: 'Pressed 0 times'}),
    ).toBeVisible();
    await expect(
      example(page, 'Counter').getByTestId('example-code').locator('.token').first(),
    ).toBeVisible();
    await expect(
      example(page, 'Profile form').getByRole('button', {name: 'Expand code'}),
    ).toHaveAttribute('aria-expanded', 'false');
    await context.close();
  });

  test('should not load the editor chunk until the code is used', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await gotoHydrated(page, LAB);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => url.includes('live-example'))).toEqual([]);

    const {block} = await openEditor(page, 'Counter');
    expect(scripts.filter((url) => url.includes('live-example'))).toHaveLength(1);
    await expect(block).toHaveAttribute('data-live', 'true');
  });

  test('should keep the server-rendered preview and its state when the editor loads', async ({
    page,
  }) => {
    await gotoHydrated(page, LAB);
    const block = example(page, 'Counter');
    await block.getByRole('button', {name: 'Pressed 0 times'}).click();
    await openEditor(page, 'Counter');
    await expect(block.getByRole('button', {name: 'Pressed 1 times'})).toBeVisible();
  });

  test('should re-render the preview when the code is edited, and Reset should restore it', async ({
    page,
  }) => {
    await gotoHydrated(page, LAB);
    const {block, editor} = await openEditor(page, 'Greeting');
    await replaceCode(page, 'export default function Greeting() {\nreturn <p>Edited live</p>;\n}');
    await expect(block.getByTestId('example-preview')).toHaveText('Edited live');

    await block.getByRole('button', {name: 'Reset'}).click();
    await expect(block.getByTestId('greeting')).toHaveText('Hello from Tessera');
    await expect(editor).toContainText('Hello from Tessera');
  });

  test('should update the preview as a character is typed, while its key is still down', async ({
    page,
  }) => {
    await gotoHydrated(page, LAB);
    const {block} = await openEditor(page, 'Greeting');
    await replaceCode(page, 'export default function Greeting() {\nreturn <p>Held</p>;\n}');
    await expect(block.getByTestId('example-preview')).toHaveText('Held');
    // Into the second line, after "Held" (before `</p>;`).
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('End');
    for (let step = 0; step < '</p>;'.length; step++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.down('s');
    await expect(block.getByTestId('example-preview')).toHaveText('Helds');
    await page.keyboard.up('s');
    await expect(block.getByTestId('example-preview')).toHaveText('Helds');
  });

  test('should show syntax and runtime errors inline without breaking the page', async ({
    page,
    pageProblems,
  }) => {
    await gotoHydrated(page, LAB);
    const {block} = await openEditor(page, 'Greeting');
    await replaceCode(page, 'export default function Greeting() {\nreturn <p>;\n}');
    await expect(block.getByTestId('example-error')).toContainText('SyntaxError');

    await replaceCode(page, "export default function Greeting() {\nthrow new Error('boom');\n}");
    await expect(block.getByTestId('example-error')).toContainText('boom');
    // The rest of the page still works.
    await example(page, 'Counter').getByRole('button', {name: 'Pressed 0 times'}).click();
    await expect(
      example(page, 'Counter').getByRole('button', {name: 'Pressed 1 times'}),
    ).toBeVisible();

    await block.getByRole('button', {name: 'Reset'}).click();
    await expect(block.getByTestId('example-error')).toHaveCount(0);
    // React reports the error its boundary caught on the console; here it was provoked.
    expectProblems(pageProblems, [/^console error: Error: boom\n/]);
  });

  test('should copy the code with the published import and announce it', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await gotoHydrated(page, LAB);
    const block = example(page, 'Counter');
    await block.getByRole('button', {name: 'Copy'}).click();
    await expect(block.getByRole('status')).toHaveText('Copied');
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("import {useState} from 'react';");
    expect(copied).toContain('export default function Counter()');
  });

  test('should collapse long code with exact labels and aria-expanded', async ({page}) => {
    await gotoHydrated(page, LAB);
    const block = example(page, 'Profile form');
    const toggle = block.getByRole('button', {name: /^(Expand|Collapse) code$/});
    await expect(toggle).toHaveText('Expand code');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const region = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    expect(
      await region.evaluate((element) => element.getBoundingClientRect().height),
    ).toBeLessThanOrEqual(300);

    await toggle.click();
    await expect(toggle).toHaveText('Collapse code');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      await region.evaluate((element) => element.getBoundingClientRect().height),
    ).toBeGreaterThan(300);

    await toggle.click();
    await expect(toggle).toHaveText('Expand code');
    // Short examples have no toggle at all.
    await expect(example(page, 'Greeting').getByRole('button', {name: /code$/})).toHaveCount(0);
  });

  test('should be keyboard operable: Tab into the code, Escape and Tab leave the editor', async ({
    page,
  }) => {
    await gotoHydrated(page, LAB);
    const block = example(page, 'Greeting');
    await block.getByRole('button', {name: 'Copy'}).focus();
    await page.keyboard.press('Tab');
    const editor = block.getByTestId('example-editor');
    await expect(editor).toBeFocused();
    await expect(editor).toHaveAttribute('aria-label', 'Edit code: Greeting');

    await page.keyboard.press('Escape');
    await expect(block.getByRole('button', {name: 'Reset'})).toBeFocused();

    await editor.focus();
    await page.keyboard.press('Tab');
    await expect(editor).not.toBeFocused();
  });

  test('should show the published import and run library components in the live scope', async ({
    page,
  }) => {
    await gotoHydrated(page, LAB);
    const block = example(page, 'Follow button');
    await expect(block.getByTestId('example-code')).toContainText(
      "import {Button} from '@tessera-ui/react';",
    );
    await block.getByRole('button', {name: 'Follow'}).click();
    await expect(block.getByRole('button', {name: 'Following'})).toBeVisible();

    await openEditor(page, 'Follow button');
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\nconst unused = 1;', {delay: 20});
    // Recompiled from the edited source: a fresh component, rendered with the library's Button.
    await expect(block.getByRole('button', {name: 'Follow', exact: true})).toBeVisible();
    await expect(block.getByTestId('example-error')).toHaveCount(0);
  });

  test('should make plain tsx live blocks lazy and editable too', async ({page}) => {
    await gotoHydrated(page, LAB);
    const block = example(page, 'live code');
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByTestId('example-preview')).toHaveText(
      'Rendered by an inline live block',
    );
    await block.getByTestId('example-editor').click();
    await replaceCode(page, 'function Inline() {\nreturn <p>Inline edited</p>;\n}');
    await expect(block.getByTestId('example-preview')).toHaveText('Inline edited');
  });

  test('should show a runtime error inline on a component page, and the rest of it still works', async ({
    page,
    pageProblems,
  }) => {
    // The first example of the catalogue's first component page, whatever it is.
    await gotoHydrated(page, catalogue[0]!.href);
    const [block, next] = [page.getByTestId('example').nth(0), page.getByTestId('example').nth(1)];
    await block.getByTestId('example-code').click();
    await expect(block.getByTestId('example-editor')).toBeFocused();
    await replaceCode(page, "export default function Broken() {\nthrow new Error('boom');\n}");
    await expect(block.getByTestId('example-error')).toContainText('boom');
    // The next example still takes an edit and renders it.
    await next.getByTestId('example-code').click();
    await replaceCode(page, 'export default () => <p>Still live</p>');
    await expect(next.getByTestId('example-preview')).toHaveText('Still live');

    await block.getByRole('button', {name: 'Reset'}).click();
    await expect(block.getByTestId('example-error')).toHaveCount(0);
    expectProblems(pageProblems, [/^console error: Error: boom\n/]);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`should have no axe violations in ${theme} mode, before and after the editor loads`, async ({
      page,
    }) => {
      await gotoInTheme(page, LAB, theme);
      await expectNoAxeViolations(page, `(${theme}, static)`);
      await openEditor(page, 'Counter');
      await expectNoAxeViolations(page, `(${theme}, live)`);
    });
  }
});

test.describe('package-manager tabs', () => {
  test('should remember the choice across pages and a reload', async ({page}) => {
    await gotoHydrated(page, catalogue[0]!.href);
    await page.getByRole('tab', {name: 'pnpm'}).click();
    await expect(page.getByRole('tabpanel')).toContainText('pnpm add @tessera-ui/react');

    await gotoHydrated(page, '/docs/getting-started/installation');
    await expect(page.getByRole('tab', {name: 'pnpm'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveText('pnpm add @tessera-ui/react');

    await page.reload();
    await expect(page.getByRole('tab', {name: 'pnpm'})).toHaveAttribute('aria-selected', 'true');
  });

  test('should default to the CLI command for the component', async ({page}) => {
    await gotoHydrated(page, LAB);
    await expect(page.getByRole('tab', {name: 'CLI'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('npx tessera-ui@latest add button');
  });
});

test.describe('colour swatches', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`should copy the resolved value of an alias token in ${theme} mode`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
      await gotoInTheme(page, '/docs/getting-started/theming', theme);
      await expectHydrated(page);
      const swatch = page.getByRole('button', {name: /^Copy --tessera-accent\b/}).first();
      await swatch.click();
      await expect(page.getByRole('status').filter({hasText: /^Copied /})).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      // The site loads the same stylesheet, so the browser's own resolution is the reference.
      const computed = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--tessera-accent').trim(),
      );
      expect(copied).toBe(computed);
      expect(copied).not.toContain('var(');
    });
  }
});

test.describe('Markdown for readers that are programs', () => {
  test('should list every doc page in /llms.txt and serve each as Markdown', async ({request}) => {
    const index = await (await request.get('/llms.txt')).text();
    expect(index).toMatch(/^# Tessera UI/);
    const links = [...index.matchAll(/\]\((https?:\/\/[^)]+\.md)\)/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    // Every doc page the site publishes (its sitemap, all versions), and nothing else.
    const docPages = readSitemapPaths().filter((path) => path.startsWith('/docs/'));
    expect(docPages).toContain('/docs/getting-started/installation');
    expect([...links].sort()).toEqual(docPages.map((path) => `${path}.md`).sort());
    for (const link of links) {
      const response = await request.get(link);
      expect(response.status(), link).toBe(200);
      expect(await response.text(), link).toMatch(/^# /);
    }
  });

  test('should copy a doc page as Markdown', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await gotoHydrated(page, '/docs/getting-started/installation');
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^# Installation\n/);
    expect(copied).not.toContain('import PackageManagerTabs');
  });
});

test.describe('search shortcut hint', () => {
  test('should show the shortcut as keys and name it on the input', async ({page}) => {
    await gotoHydrated(page, '/docs/getting-started/introduction');
    const hint = page.getByTestId('search-shortcut-hint');
    await expect(hint.locator('.ui-Kbd')).toBeVisible();
    await expect(hint.locator('.ui-Kbd-face[data-active]')).toHaveText(/^(Ctrl|⌘)/);
    await expect(page.getByRole('searchbox').or(page.getByLabel('Search')).first()).toHaveAttribute(
      'aria-keyshortcuts',
      /(Control|Meta)\+K/,
    );
  });
});
