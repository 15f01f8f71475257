// The props playground at the top of a component page (src/components/Playground), as the sweep
// uses it on every component page it loads: served whole and asleep until the reader reaches for
// it, its first control by keyboard (the state its preview shows, or what an overlay it opens
// shows), axe over the playground alone, and on a sample, hand edits, Reset and Download project.
import {readFileSync} from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import {strFromU8, unzipSync} from 'fflate';
import {test, expect, withoutDescribedItems, WCAG_TAGS} from './fixtures';

/** The playground's own chunk (`webpackChunkName: "playground"`). */
const PLAYGROUND_CODE = /\/playground\.[0-9a-f]+\.js$/;

/** The library's triggers of overlays, whose props show only once the overlay is open. */
const OVERLAY_TRIGGER = /<(Dialog|Popover|Menu|Tooltip)Trigger>/;

/**
 * Checks the page's playground, which nothing has woken yet: it is served whole and stays server
 * HTML in view until the reader reaches for it; then it goes live, and its first control, changed
 * by keyboard, changes the preview (or what the preview opens) and the code; axe finds nothing in
 * it. With `sampled`, code edited by hand shows "edited", Reset gives back the generated code, and
 * Download project exports the code shown. The sweep's axe runs over the whole page, the playground
 * as left here included, in both themes.
 */
export async function checkPropsPlayground(page: Page, sampled: boolean): Promise<void> {
  const playground = page.getByTestId('playground');
  await expect(playground, 'the playground in the served HTML').toHaveCount(1);
  const mark = page.locator('tessera-island', {has: playground});

  await test.step('playground: served whole, and not live until the reader reaches for it', async () => {
    await playground.scrollIntoViewIfNeeded();
    // Its code may be fetched ahead near the viewport, but nothing of it runs on the page: it
    // is neither live nor rendered ahead, off the page, as examples are.
    await page.waitForTimeout(500);
    await expect(mark).not.toHaveAttribute('data-hydrated');
    await expect(mark).not.toHaveAttribute('data-rendered-ahead');
    const served = page.getByTestId('playground-controls');
    await expect(served, 'the controls in the served HTML').toBeVisible();
    await expect(served.locator('input, button').first()).toBeVisible();
  });

  await test.step('playground: live once the reader reaches for it', async () => {
    await playground.hover();
    await expect(mark).toHaveAttribute('data-hydrated', '');
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(fetched.filter((url) => PLAYGROUND_CODE.test(url))).not.toHaveLength(0);
  });

  const preview = page.getByTestId('playground-preview');
  const code = playground.getByRole('textbox', {name: /playground's code/});
  await test.step('playground: the first control, by keyboard, changes the preview and the code', async () => {
    const codeBefore = await code.innerText();
    const opens = OVERLAY_TRIGGER.test(codeBefore);
    const previewBefore = opens ? await openedOverlay(page, preview) : await preview.innerHTML();
    const kind = await changeFirstControl(page, page.getByTestId('playground-controls'));
    await expect(code, `the code follows the ${kind} control`).not.toHaveText(codeBefore);
    const previewAfter = opens ? await openedOverlay(page, preview) : await preview.innerHTML();
    // A toast region exists only while it holds toasts: a preview with nothing in it shows nothing to compare.
    if (!(await preview.locator('*').count()) && !previewBefore) return;
    expect(previewAfter, `the preview follows the ${kind} control`).not.toBe(previewBefore);
  });

  if (sampled) {
    await test.step('playground: code edited by hand shows "edited", and Reset gives the generated code back', async () => {
      const generated = await code.innerText();
      await code.focus();
      const editor = playground.getByTestId('example-editor');
      await expect(editor).toBeFocused();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type('\n// tried by hand');
      await expect(page.getByTestId('playground-edited')).toHaveText('edited');
      await expect(editor).toContainText('// tried by hand');
      await page
        .getByTestId('playground-controls')
        .getByRole('button', {name: 'Reset'})
        .press('Enter');
      await expect(page.getByTestId('playground-edited')).toHaveCount(0);
      await expect(code).toHaveText(generated);
    });

    await test.step('playground: Download project exports the code shown', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        playground.getByRole('button', {name: 'Download project'}).press('Enter'),
      ]);
      expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+-playground\.zip$/);
      const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
      const example = Object.keys(files).find((name) => name.endsWith('/src/Example.tsx'));
      expect(example, 'the exported project has the example module').toBeDefined();
      expect(strFromU8(files[example!]!).trimEnd()).toBe((await code.innerText()).trimEnd());
    });
  }

  await test.step('playground: axe', async () => {
    expect(await playgroundAxeViolations(page), 'axe violations in the playground').toEqual([]);
  });
}

/** Changes the playground's first control from the keyboard, as its kind of control takes keys. */
async function changeFirstControl(page: Page, controls: Locator): Promise<string> {
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
async function openedOverlay(page: Page, preview: Locator): Promise<string> {
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
async function playgroundAxeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
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
