// How the props-playground spec reads and drives a playground: its first control by keyboard, the
// state its preview shows (what an overlay it opens shows, too), and axe over the playground alone.
import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import {expect, withoutDescribedItems, WCAG_TAGS} from './fixtures';

/** Changes the playground's first control from the keyboard, as its kind of control takes keys. */
export async function changeFirstControl(page: Page, controls: Locator): Promise<string> {
  const first = controls
    .locator('[role=radio], [role=switch], input, button[aria-haspopup=listbox]')
    .first();
  const kind = await first.evaluate(
    (element) =>
      element.getAttribute('role') ??
      (element.getAttribute('aria-haspopup') === 'listbox'
        ? 'select'
        : (element.getAttribute('type') ?? 'text')),
  );
  if (kind === 'radio') {
    // The first option of its group that is not selected: focused, then pressed with Space.
    const group = first.locator('xpath=ancestor::*[@role="radiogroup"][1]');
    await group.locator('[role=radio][aria-checked=false]').first().focus();
    await page.keyboard.press('Space');
  } else if (kind === 'switch') {
    await first.focus();
    await page.keyboard.press('Space');
  } else if (kind === 'select') {
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // Closed, with focus back on its trigger, before anything else is reached for.
    await expect(page.getByRole('listbox')).toHaveCount(0);
  } else if ((await first.getAttribute('inputmode')) !== null || kind === 'spinbutton') {
    await first.focus();
    await page.keyboard.press('ArrowUp');
  } else {
    await first.focus();
    await page.keyboard.press('End');
    await page.keyboard.type('s');
  }
  return kind;
}

/** Open overlays: in a portal at the end of `<body>`, not the page's inline menus or dialogs. */
const OVERLAYS = ['dialog', 'alertdialog', 'menu', 'tooltip']
  .map((role) => `body > :not(#__docusaurus) [role=${role}]`)
  .join(', ');

/**
 * What the preview's first button opens (a tooltip on focus, else a dialog, menu or popover on
 * Enter), as HTML from the top of its portal, then closed again with Escape.
 */
export async function openedOverlay(page: Page, preview: Locator): Promise<string> {
  const trigger = preview.locator('button').first();
  await trigger.focus();
  const overlay = page.locator(OVERLAYS).filter({visible: true}).last();
  if (!(await overlay.isVisible())) await page.keyboard.press('Enter');
  await expect(overlay, 'what the preview opens').toBeVisible();
  const html = await overlay.evaluate((element) => {
    let top: Element = element;
    while (top.parentElement && top.parentElement !== document.body) top = top.parentElement;
    return top.outerHTML.replace(
      /\s(id|aria-labelledby|aria-describedby|aria-controls)="[^"]*"/g,
      '',
    );
  });
  // A search field inside takes the first Escape to clear its text.
  const open = page.locator(OVERLAYS).filter({visible: true});
  for (let tries = 0; tries < 3 && (await open.count()) > 0; tries++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(100);
  }
  await expect(open).toHaveCount(0);
  return html;
}

/** axe's WCAG 2.2 A/AA rules (or `rules`) over the playground only. */
export async function playgroundAxeViolations(
  page: Page,
  rules?: readonly string[],
): Promise<string[]> {
  const builder = new AxeBuilder({page})
    .setLegacyMode(true)
    .include('[data-testid=playground]')
    .exclude('[data-live-announcer]');
  const results = await (
    rules ? builder.withRules([...rules]) : builder.withTags(WCAG_TAGS)
  ).analyze();
  return (await withoutDescribedItems(page, results.violations)).flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`,
    ),
  );
}
