// Reading an older version: the version dropdown keeps the reader on the same component when the
// other version has its page and says so when it does not, and the 1.x pages and the migration
// guide show what the snapshots recorded. Against the production build.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {test, expect, WCAG_TAGS} from './support/fixtures';

/** Component → module of the 1.x props snapshot: one 1.x page per module. */
const oneX = JSON.parse(
  readFileSync(path.resolve('versioned_artifacts/version-1.x/props.json'), 'utf8'),
) as {components: Record<string, {module: string}>};
const modules = new Map<string, string[]>();
for (const [component, {module}] of Object.entries(oneX.components)) {
  modules.set(module, [...(modules.get(module) ?? []), component]);
}

async function openVersions(page: Page, current: string) {
  await page.getByRole('button', {name: current, exact: true}).hover();
}

const rowHeaders = (page: Page, caption: string) =>
  page.getByRole('table', {name: caption, exact: true}).getByRole('rowheader').allTextContents();

test.describe('the version dropdown', () => {
  test('should keep the reader on the same component in the other version', async ({page}) => {
    await page.goto('/docs/components/button');
    await openVersions(page, '2.x');
    await page.getByRole('link', {name: '1.x', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/1\.x\/components\/button$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Button'})).toBeVisible();
    await expect(page.getByTestId('available-since')).toHaveText('Available since 1.0');
  });

  test('should take a renamed component to its new name’s page', async ({page}) => {
    await page.goto('/docs/1.x/components/divider');
    await openVersions(page, '1.x');
    await page.getByRole('link', {name: '2.x', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/components\/separator$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Separator'})).toBeVisible();
  });

  test('should say when the other version has no such page, and open its component list', async ({
    page,
  }) => {
    await page.goto('/docs/components/kbd');
    await openVersions(page, '2.x');
    const item = page.getByRole('link', {name: '1.x Not in 1.x: opens the 1.x components'});
    await expect(item).toBeVisible();
    // The open menu covers the page's own links, which the page sweep checks with it closed.
    const menu = await new AxeBuilder({page}).include('.navbar').withTags(WCAG_TAGS).analyze();
    expect(menu.violations.map((violation) => violation.id)).toEqual([]);
    await item.click();
    await expect(page).toHaveURL(/\/docs\/1\.x\/components$/);
  });

  test('should be operable with the keyboard', async ({page}) => {
    await page.goto('/docs/components/menu');
    await page.getByRole('button', {name: '2.x', exact: true}).focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('link', {name: '1.x Not in 1.x: opens the 1.x components'});
    await expect(item).toBeVisible();
    await item.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/1\.x\/components$/);
  });
});

test.describe('the 1.x component pages', () => {
  for (const [module, components] of modules) {
    test(`should show ${module} with its 1.x props and static examples`, async ({page}) => {
      await page.goto(`/docs/1.x/components/${module}`);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      for (const component of components) {
        // A component with no props of its own has only its inherited tables, folded away; one
        // whose props are all React's DOM attributes has no table: its page names them.
        const documented = page
          .getByRole('table', {name: new RegExp(`^${component} props`), includeHidden: true})
          .or(page.locator(`details[data-props-of="${component}"]`))
          .or(page.getByText(`${component} passes the standard attributes`));
        await expect(documented.first()).toBeAttached();
      }
      await expect(page.getByText(/The examples on this page are 1\.x code/)).toBeVisible();
      await expect(
        page.locator('pre').filter({hasText: "from '@tessera-ui/react'"}).first(),
      ).toBeVisible();
      await expect(page.getByTestId('example-code')).toHaveCount(0);
    });
  }

  test('should show the 1.x Button props, not 2.x’s', async ({page}) => {
    await page.goto('/docs/1.x/components/button');
    const rows = await rowHeaders(page, 'Button props');
    expect(rows).toEqual(expect.arrayContaining(['isLoading', 'loadingText', 'isFullWidth']));
    expect(rows.some((row) => /isIconOnly|pendingText/.test(row))).toBe(false);
    // A folded group builds its rows when a reader opens it.
    await page
      .locator('details[data-props-of="Button"] summary')
      .filter({hasText: 'Inherited from react-aria-components'})
      .click();
    const inherited = await rowHeaders(page, 'Button props inherited from react-aria-components');
    expect(inherited.some((row) => row.startsWith('isPending'))).toBe(false);
  });

  test('should mark 2.x additions and the deprecated 1.x names on the 2.x page', async ({page}) => {
    await page.goto('/docs/components/button');
    const rows = await rowHeaders(page, 'Button props');
    expect(rows).toEqual(
      expect.arrayContaining([
        'isIconOnly Since 2.0',
        'pendingText Since 2.0',
        'isLoading Deprecated',
      ]),
    );
    const deprecated = page.getByRole('row', {name: /^isLoading Deprecated/});
    await expect(deprecated.locator('s')).toHaveText('isLoading');
    await expect(deprecated).toContainText('Use isPending instead.');
    await expect(page.getByTestId('available-since')).toHaveText('Available since 1.0');
  });
});

test.describe('Migrating from 1.x', () => {
  test('should list the renames, removals and additions the snapshots show', async ({page}) => {
    await page.goto('/docs/getting-started/migrating-from-1x');
    const props = page.getByTestId('api-changes-props');
    const row = (text: string) => props.getByRole('row', {name: text, exact: true});
    await expect(row('Button Renamed isLoading isPending')).toBeVisible();
    await expect(row('Button Renamed loadingText pendingText')).toBeVisible();
    await expect(row('Chip Renamed color type')).toBeVisible();
    await expect(row('Button Removed isFullWidth —')).toBeVisible();
    await expect(row('Popover Added — title')).toBeVisible();
    const components = page.getByTestId('api-changes-components');
    await expect(
      components.getByRole('row', {name: 'Separator Renamed Divider Separator', exact: true}),
    ).toBeVisible();
    await expect(components.getByRole('row', {name: 'Kbd Added — Kbd', exact: true})).toBeVisible();
    for (const table of [props, components]) {
      const count = Number(
        /\((\d+)\)$/.exec((await table.locator('caption').textContent()) ?? '')?.[1],
      );
      await expect(table.locator('tbody tr')).toHaveCount(count);
    }
  });
});
