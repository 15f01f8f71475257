// TypeScript or JavaScript on every example: the JavaScript is generated at build time from the
// `.tsx` example modules (plugins/example-js) as JSON files, fetched when it is chosen (TypeScript
// stays when that fails); it is live-editable, renders the same preview, and the choice holds for
// every example on the site, across pages and visits. Every doc page of the build is checked for a
// switch on each example; the browser then uses it on a spread of the catalogue's component pages.
// That every example's JavaScript renders as its TypeScript does is
// docs/components/examples.test.tsx's job (all of them, in a second).
import {parse} from '@babel/parser';
import type {Locator, Page} from '@playwright/test';
import catalogue from '../../showcase/components.json';
import {readDocPages} from './support/doc-pages';
import {
  test,
  expect,
  expectNoAxeViolations,
  expectProblems,
  gotoHydrated,
} from './support/fixtures';

/** Every tenth component page of the catalogue, the first included: a spread, not a sweep. */
const SAMPLE = catalogue.filter((_, index) => index % 10 === 0);

/** An example's JavaScript: a static JSON file, not a chunk of the bundle. */
const JAVASCRIPT_FILES = '**/assets/example-js/*.json';
const isJavaScriptFile = (url: string) => /\/assets\/example-js\/[^/]+\.json$/.test(url);

const languageButton = (scope: Locator | Page, name: 'TypeScript' | 'JavaScript') =>
  scope.getByRole('group', {name: 'Language'}).getByRole('button', {name});

/** Parses as JavaScript with JSX, and nothing of TypeScript's syntax: throws otherwise. */
function parseAsJavaScript(code: string): void {
  parse(code, {sourceType: 'module', plugins: ['jsx']});
}

test.describe('TypeScript or JavaScript', () => {
  test('should offer both on every example module of every doc page the build has', () => {
    const pages = readDocPages().filter((page) => page.moduleExamples > 0);
    expect(pages.length).toBeGreaterThanOrEqual(catalogue.length);
    const missing = pages
      .filter((page) => page.languageSwitches !== page.moduleExamples)
      .map((page) => `${page.path}: ${page.languageSwitches} of ${page.moduleExamples}`);
    expect(missing).toEqual([]);
  });

  for (const {href, name} of SAMPLE) {
    test(`should show ${name}'s first example as JavaScript without types, and render the same preview from it when edited`, async ({
      page,
    }) => {
      await gotoHydrated(page, href);
      const block = page.getByTestId('example').first();
      const preview = block.getByTestId('example-preview');
      const served = (await preview.textContent()) ?? '';

      const fetched = page.waitForResponse((response) => isJavaScriptFile(response.url()));
      await languageButton(block, 'JavaScript').click();
      const response = await fetched;
      expect(response.ok()).toBe(true);
      expect(response.request().resourceType()).toBe('fetch');
      await expect(languageButton(block, 'JavaScript')).toHaveAttribute('aria-pressed', 'true');
      await expect(languageButton(block, 'TypeScript')).toHaveAttribute('aria-pressed', 'false');
      const code = block.getByTestId('example-code');
      await expect(code).toContainText("from '@tessera-ui/react'");
      const javaScript = await code.innerText();
      expect(() => parseAsJavaScript(javaScript), javaScript).not.toThrow();

      // An edit compiles the JavaScript in place of the server's preview.
      await code.click();
      const editor = block.getByTestId('example-editor');
      await expect(editor).toBeFocused();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type('\n', {delay: 20});
      await expect(block.getByRole('button', {name: 'Reset'})).toBeVisible();
      await expect(block.getByTestId('example-error')).toHaveCount(0);
      await expect(preview).toHaveText(served);
    });
  }

  test('should keep TypeScript on show when the JavaScript cannot be fetched, and fetch it on the next choice', async ({
    page,
    pageProblems,
  }) => {
    let refused = 0;
    await page.route(JAVASCRIPT_FILES, (route) => {
      refused += 1;
      return route.fulfill({status: 503, body: ''});
    });
    await gotoHydrated(page, catalogue[0]!.href);
    const block = page.getByTestId('example').first();
    const code = block.getByTestId('example-code');
    const typeScript = await code.innerText();

    // The choice holds for every example on the page: each asks for its file, and is refused.
    await languageButton(block, 'JavaScript').click();
    const examples = await page.getByRole('group', {name: 'Language'}).count();
    await expect.poll(() => refused).toBe(examples);
    await expect(languageButton(block, 'TypeScript')).toHaveAttribute('aria-pressed', 'true');
    await expect(code).toHaveText(typeScript);

    await page.unroute(JAVASCRIPT_FILES);
    await languageButton(block, 'TypeScript').click();
    await languageButton(block, 'JavaScript').click();
    await expect(languageButton(block, 'JavaScript')).toHaveAttribute('aria-pressed', 'true');
    const javaScript = await code.innerText();
    expect(() => parseAsJavaScript(javaScript), javaScript).not.toThrow();
    expect(refused).toBe(examples);
    expectProblems(pageProblems, [
      /^HTTP 503: .*\/assets\/example-js\//,
      /^console error: Failed to load resource: .* 503/,
    ]);
  });

  test('should remember the choice for every example, across pages and a reload', async ({
    page,
  }) => {
    const [first, second] = catalogue;
    await gotoHydrated(page, first!.href);
    const chosen = languageButton(page.getByTestId('example').first(), 'JavaScript');
    await chosen.click();
    // The reader sees the choice taken before leaving: the first click may wake the example.
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');

    await gotoHydrated(page, second!.href);
    const switches = page.getByRole('group', {name: 'Language'});
    const count = await switches.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      await expect(switches.nth(index).getByRole('button', {name: 'JavaScript'})).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }

    // Back to TypeScript in the last example: every other example follows, and so does a reload.
    await switches
      .nth(count - 1)
      .getByRole('button', {name: 'TypeScript'})
      .click();
    await expect(switches.first().getByRole('button', {name: 'TypeScript'})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.reload();
    await expect(switches.first().getByRole('button', {name: 'TypeScript'})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('should keep an edit in each language when switching back and forth', async ({page}) => {
    await gotoHydrated(page, catalogue[0]!.href);
    const block = page.getByTestId('example').first();
    await block.getByTestId('example-code').click();
    // Keys go to the editor only once it has loaded and taken focus.
    await expect(block.getByTestId('example-editor')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\n// typed in TypeScript', {delay: 20});

    await languageButton(block, 'JavaScript').click();
    await expect(block.getByTestId('example-editor')).not.toContainText('typed in TypeScript');
    await expect(block.getByTestId('example-editor')).toContainText("from '@tessera-ui/react'");
    await languageButton(block, 'TypeScript').click();
    await expect(block.getByTestId('example-editor')).toContainText('typed in TypeScript');
  });

  test('should switch by keyboard and have no axe violations in JavaScript', async ({page}) => {
    await gotoHydrated(page, catalogue[0]!.href);
    const block = page.getByTestId('example').first();
    await languageButton(block, 'TypeScript').focus();
    await page.keyboard.press('Tab');
    await expect(languageButton(block, 'JavaScript')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(languageButton(block, 'JavaScript')).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page, 'with JavaScript chosen');
  });
});
