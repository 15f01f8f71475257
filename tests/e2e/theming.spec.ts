// The Theming page's CSS, applied as a reader applies it (after the library's stylesheet) to a
// page of real components in Chromium: what the page says each block does, the browser must do.
import {expect, test, type Locator} from '@playwright/test';
import {gotoInTheme} from './support/fixtures';
import {codeBlocks} from './support/page-commands';
import {computedColour, style} from './support/computed-style';

const [rebrand, scoped, fonts] = codeBlocks('getting-started/theming.mdx', 'css');

test('should show three CSS blocks on the Theming page', () => {
  expect(rebrand).toContain('--tessera-accent: var(--tessera-violet-600);');
  expect(scoped).toContain('.marketing-hero {');
  expect(fonts).toContain('--tessera-font-family:');
});

const steps = {
  light: {accent: 600, hover: 700, pressed: 800, text: 700, ring: 600},
  dark: {accent: 400, hover: 300, pressed: 200, text: 300, ring: 400},
};

for (const theme of ['light', 'dark'] as const) {
  test(`should move buttons to the violet family and 10px corners with the rebrand, in ${theme}`, async ({
    page,
  }) => {
    await gotoInTheme(page, '/docs/components/button', theme);
    const button = page.locator('.ui-Button[data-variant="primary"][data-size="md"]').first();
    const blue = await style(button, 'background-color');
    await page.addStyleTag({content: rebrand});

    const step = steps[theme];
    const violet = (n: number) => computedColour(page, `var(--tessera-violet-${n})`);
    await expect.poll(() => style(button, 'background-color')).toBe(await violet(step.accent));
    expect(await violet(step.accent)).not.toBe(blue);
    expect(await style(button, 'border-top-left-radius')).toBe('10px');
    // Hover, press, tint text and focus ring follow the family, so no state flashes the old blue.
    for (const [alias, n] of [
      ['--tessera-accent-hover', step.hover],
      ['--tessera-accent-pressed', step.pressed],
      ['--tessera-accent-text', step.text],
      ['--tessera-focus-ring', step.ring],
    ] as const) {
      expect(await computedColour(page, await style(button, alias)), alias).toBe(await violet(n));
    }
  });
}

test('should round medium corners only inside the scoped section', async ({page}) => {
  await page.goto('/docs/components/button');
  const buttons = page.locator('.ui-Button[data-size="md"]');
  const inside = buttons.first();
  const outside = buttons.last();
  const before = await style(outside, 'border-top-left-radius');
  await inside.evaluate((element) => element.parentElement!.classList.add('marketing-hero'));
  await page.addStyleTag({content: scoped});

  await expect.poll(() => style(inside, 'border-top-left-radius')).toBe('9999px');
  expect(await style(outside, 'border-top-left-radius')).toBe(before);
  expect(before).toBe('6px');
});

test("should set components in the page's font until the theme names one", async ({page}) => {
  await page.goto('/docs/components/button');
  const button = page.locator('.ui-Button').first();
  const fontOf = (locator: Locator) => style(locator, 'font-family');
  const pageFont = await fontOf(page.locator('body'));
  expect(await fontOf(button)).toBe(pageFont);
  await page.addStyleTag({content: fonts});
  await expect.poll(() => fontOf(button)).toBe('"Inter Variable", system-ui, sans-serif');
  expect(await fontOf(page.locator('body'))).toBe(pageFont);
});
