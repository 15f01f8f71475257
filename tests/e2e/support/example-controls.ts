// Every control of a live example, as a reader uses it: Expand/Collapse code, Copy, the editor
// (typing changes the preview; Tab and Escape leave it), Reset, and the preview's first control.
// The first of them the reader reaches for meets the example's server HTML; the rest meet the live
// example. Which one comes first, and how, rotates from one example to the next (see `plan`).
import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {activate, otherModality, type Modality} from './interact';
import {checkPreviewControl, readFirstControl} from './preview-control';

/** What a reader reaches for first in an example: its code's toggle or its preview's control. */
export type FirstTarget = 'toggle' | 'control';

export interface ExamplePlan {
  /** How the reader reaches for the example first; the desktop reader then uses the other way too. */
  first: Modality;
  prefer: FirstTarget;
  /**
   * Whether the editor's own behaviour (a syntax error inline, a new program followed while its key
   * is down, Escape and Tab leaving) is checked here too, or only what differs from one example to
   * the next: its code compiles and runs in the live scope as the server rendered it, and Reset.
   */
  wholeEditor: boolean;
}

/**
 * The plan for a page's `index`th example: on a desktop, the first interaction alternates between
 * mouse and keyboard, and every other pair starts with the preview's control rather than the
 * code's toggle; on a phone, every first interaction is a tap. The editor, one component on every
 * example, is checked whole in the page's first example.
 */
export function plan(index: number, phone: boolean): ExamplePlan {
  const prefer: FirstTarget = Math.floor(index / 2) % 2 === 0 ? 'toggle' : 'control';
  return {
    first: phone ? 'touch' : index % 2 === 0 ? 'mouse' : 'keyboard',
    prefer,
    wholeEditor: index === 0,
  };
}

const normalise = (code: string) => code.replace(/\u00a0/g, ' ').replace(/\s+$/, '');

/** A program that renders `text`, in the form the example's code takes. */
function programShowing(code: string, text: string): string {
  if (/^export default/m.test(code)) return `export default () => <p>${text}</p>`;
  if (/\brender\(/.test(code)) return `render(<p>${text}</p>)`;
  return `<p>${text}</p>`;
}

async function checkToggle(page: Page, block: Locator, first: Modality, then: Modality) {
  const toggle = block.getByRole('button', {name: /^(Expand|Collapse) code$/});
  await expect(toggle, 'code starts collapsed').toHaveText('Expand code');
  await activate(page, toggle, first, {key: 'Enter'});
  await expect(toggle, `Expand code answers the ${first}`).toHaveText('Collapse code');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const region = block.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  expect(
    await region.evaluate((element) => element.getBoundingClientRect().height),
  ).toBeGreaterThan(300);
  await activate(page, toggle, then, {key: 'Space'});
  await expect(toggle, `Collapse code answers the ${then}`).toHaveText('Expand code');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
}

async function checkCopy(page: Page, block: Locator, modality: Modality) {
  const shown = normalise(await block.getByTestId(/^example-(code|editor)$/).innerText());
  // Exact names: an example's own buttons may start with the same word ("Copy link").
  await activate(page, block.getByRole('button', {name: 'Copy', exact: true}), modality);
  await expect(block.getByRole('button', {name: 'Copied', exact: true})).toBeVisible();
  await expect(
    block.getByRole('status').filter({hasText: /^Copied$/}),
    'the copy is announced',
  ).toBeAttached();
  expect(normalise(await page.evaluate(() => navigator.clipboard.readText()))).toBe(shown);
}

/**
 * The preview's text as a reader's assistive technology gets it: an image's fallback initials,
 * which a cached image skips, are hidden from it and left out.
 */
function previewText(preview: Locator): Promise<string> {
  return preview.evaluate((root) => {
    const copy = root.cloneNode(true) as Element;
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}

/** What the preview shows a reader: its text, and the state of its fields and boxes. */
function previewState(preview: Locator): Promise<string> {
  return preview.evaluate((root) =>
    JSON.stringify([
      root.textContent,
      [...root.querySelectorAll('input, textarea')].map((field) =>
        field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type)
          ? field.checked
          : (field as HTMLInputElement).value,
      ),
    ]),
  );
}

/**
 * Opens the editor (the preview keeps its state as it loads) and recompiles the example's code,
 * which renders `originalPreview` (the preview's text before the reader touched it) again; with
 * `wholeEditor`, also types a program with a syntax error (shown inline), then one that shows a
 * text (the preview follows while the last key is still down), and Escape and Tab leave the
 * editor. Reset brings back the original code and preview.
 */
async function checkEditAndReset(
  page: Page,
  block: Locator,
  modality: Modality,
  wholeEditor: boolean,
  originalPreview: string,
) {
  const preview = block.getByTestId('example-preview');
  const code = block.getByTestId(/^example-(code|editor)$/);
  const original = {code: normalise(await code.innerText()), preview: originalPreview};
  // A preview busy with work an earlier control started (a spinner in a busy region: the
  // spinner example's 1.5 s search) changes on its own: compare from once it is done.
  const working = preview.locator('[aria-busy="true"] [role="progressbar"]');
  await expect(working, 'the work the preview shows in progress ends').toHaveCount(0);
  const before = await previewState(preview);
  if (modality === 'keyboard') {
    // Tab order: the toolbar's Copy, then the code.
    await block.getByRole('button', {name: /^Cop(y|ied)$/}).focus();
    await page.keyboard.press('Tab');
  } else {
    await activate(page, code, modality);
  }
  const editor = block.getByTestId('example-editor');
  await expect(editor, 'the editor takes focus').toBeFocused();
  expect(await previewState(preview), 'the preview keeps its state as the editor loads').toBe(
    before,
  );
  const error = block.getByTestId('example-error');
  // A key at the end recompiles the example's own code in the live scope (the components it
  // imports included): it renders what the server rendered.
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' ');
  await expect(error, 'the edited example compiles and runs').toHaveCount(0);
  await expect
    .poll(() => previewText(preview), {message: 'the edited example renders as before'})
    .toBe(original.preview);
  const reset = block.getByRole('button', {name: 'Reset', exact: true});
  if (wholeEditor) {
    await page.keyboard.type('<');
    await expect(error, 'a syntax error shows inline').toContainText('SyntaxError');
    // A new program: all but its last key in one input (as a paste or an IME commits text), then
    // the last key, which the preview follows while it is still down.
    const text = 'Typed in the sweep';
    const program = programShowing(original.code, text);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(program.slice(0, -1));
    await page.keyboard.down(program.at(-1)!);
    await expect(preview, 'the preview follows the code as the key goes down').toHaveText(text);
    await page.keyboard.up(program.at(-1)!);
    await expect(error, 'the error is gone with the code that caused it').toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(reset, 'Escape leaves the editor for Reset').toBeFocused();
    await editor.focus();
    await page.keyboard.press('Tab');
    await expect(editor, 'Tab leaves the editor').not.toBeFocused();
  }
  await activate(page, reset, otherModality(modality));
  await expect
    .poll(() => previewText(preview), {message: 'Reset brings the original preview back'})
    .toBe(original.preview);
  await expect
    .poll(async () => normalise(await editor.innerText()), {message: 'Reset brings the code back'})
    .toBe(original.code);
}

/**
 * Checks every control of the live example `block` (the page's `index`th), the first of them
 * meeting its server HTML as `plan` says. `phone`: a touch screen, where every interaction is a tap.
 */
export async function checkExample(
  page: Page,
  block: Locator,
  title: string,
  {first, prefer, wholeEditor}: ExamplePlan,
  phone: boolean,
): Promise<void> {
  const then = phone ? first : otherModality(first);
  const preview = block.getByTestId('example-preview');
  // An inline live block previews in the browser only, once it nears the viewport.
  await expect(preview).not.toHaveText('Loading preview…');
  const originalPreview = await previewText(preview);
  const hasToggle =
    (await block.getByRole('button', {name: 'Expand code', exact: true}).count()) > 0;
  const control = await readFirstControl(preview);
  const toggleFirst = hasToggle && (prefer === 'toggle' || !control);

  const previewControl = async (modality: Modality, when: string) => {
    // A control the reader just pressed may be busy a moment (a pending upload): a reader waits.
    if (control && !control.disabled) {
      await expect
        .poll(async () => (await readFirstControl(preview))?.disabled, {timeout: 5000})
        .not.toBe(true);
    }
    const info = await readFirstControl(preview);
    const name = info
      ? info.disabled
        ? `"${info.name}" is disabled and must not respond (${modality}, ${when})`
        : `"${info.name}" (${info?.kind}) answers the ${when} ${modality}`
      : 'has no control';
    await test.step(`${title}: preview control ${name}`, async () => {
      if (info) await checkPreviewControl(page, preview, info, modality);
    });
  };

  if (toggleFirst) {
    await test.step(`${title}: Expand/Collapse code, first by ${first}`, () =>
      checkToggle(page, block, first, then));
  } else if (control) {
    await previewControl(first, 'first');
  } else {
    await test.step(`${title}: Copy, first by ${first}`, () => checkCopy(page, block, first));
  }
  if (!hasToggle) {
    await test.step(`${title}: short code shows whole, without a toggle`, async () => {
      const height = await block
        .getByTestId(/^example-(code|editor)$/)
        .evaluate((code) => code.getBoundingClientRect().height);
      expect(height).toBeLessThanOrEqual(300);
    });
  }
  if (hasToggle && !toggleFirst) {
    await test.step(`${title}: Expand/Collapse code by ${first}, then ${then}`, () =>
      checkToggle(page, block, first, then));
  }
  if (toggleFirst || !control) await previewControl(first, 'live');
  if (!phone) await previewControl(then, 'live');
  if (toggleFirst || control) {
    await test.step(`${title}: Copy by ${then}`, () => checkCopy(page, block, then));
  }
  // The editor is a desktop reader's tool, checked at 1280 px by mouse and keyboard; on a phone the
  // sweep keeps to what a finger does first (the toggle, Copy and the preview's control), which
  // keeps the suite's run time within its budget as the pages grow.
  if (!phone) {
    const what = wholeEditor
      ? 'typing in the editor changes the preview'
      : 'its code runs as served once edited';
    await test.step(`${title}: ${what}; Reset restores it`, () =>
      checkEditAndReset(page, block, first, wholeEditor, originalPreview));
  }
}
