// The first control of an example's preview, and whether it answers a reader: a button presses, a
// field takes typed text (a number field, digits), a tab or an option selects, a box checks, a
// slider moves, a date segment steps, a menu, popover or dialog opens, a link is followed.
// Which it is comes from the page, so any example is checked without naming it.
import type {Locator, Page} from '@playwright/test';
import {expect} from './fixtures';
import {activate, type Modality} from './interact';
import {OVERLAYS} from './overlay-triggers';
import {CONTROLS, clearPresses, pressReached} from './swap-watch';

export type ControlKind =
  | 'tab'
  | 'option'
  | 'checkbox'
  | 'radio'
  | 'slider'
  | 'spinbutton'
  | 'text'
  | 'popup'
  | 'button'
  | 'link';

export interface PreviewControl {
  kind: ControlKind;
  /** Its accessible name, as the sweep's reports give it. */
  name: string;
  /** Its place among the preview's controls (the same in the server's HTML and the live element). */
  index: number;
  /** The control to act on, where it is another of the group: a tab or radio not yet selected. */
  target: number;
  disabled: boolean;
}

/** The first visible control of `preview`, or null when it has none (an avatar, a spinner). */
export function readFirstControl(preview: Locator): Promise<PreviewControl | null> {
  return preview.evaluate((root, selector) => {
    const controls = [...root.querySelectorAll<HTMLElement>(selector)];
    const nameOf = (element: Element) =>
      (
        element.getAttribute('aria-label') ??
        (element.closest('label') ?? element).textContent ??
        ''
      )
        .replace(/\s+/g, ' ')
        .trim();
    const isDisabled = (element: HTMLElement) =>
      (element as HTMLButtonElement).disabled ||
      element.getAttribute('aria-disabled') === 'true' ||
      element.closest('[data-disabled]') !== null;
    const index = controls.findIndex((element) =>
      (element.closest('label') ?? element).checkVisibility(),
    );
    const control = controls[index];
    if (!control) return null;
    const role = control.getAttribute('role');
    const type = control instanceof HTMLInputElement ? control.type : '';
    let kind: ControlKind;
    if (role === 'tab') kind = 'tab';
    // A selectable row of a grid (a tag, a table row) selects as a list box's option does.
    else if (role === 'option' || (role === 'row' && control.hasAttribute('aria-selected')))
      kind = 'option';
    else if (type === 'range' || role === 'slider') kind = 'slider';
    else if (type === 'checkbox' || role === 'switch' || role === 'checkbox') kind = 'checkbox';
    else if (type === 'radio' || role === 'radio') kind = 'radio';
    else if (control.matches('input, textarea, [role=textbox]')) kind = 'text';
    // A date or time field's segment: an element of its own, stepped or typed into.
    else if (role === 'spinbutton') kind = 'spinbutton';
    else if (control.matches('a[href]')) kind = 'link';
    else if (control.hasAttribute('aria-haspopup') || control.hasAttribute('aria-expanded'))
      kind = 'popup';
    else kind = 'button';
    // A tab, option or radio that is already selected would not show a press: act on one that is
    // not.
    let target = index;
    if (kind === 'tab' || kind === 'radio' || kind === 'option') {
      const group =
        kind === 'tab'
          ? control.closest('[role=tablist]')
          : kind === 'option'
            ? control.closest('[role=listbox], [role=grid], [role=treegrid]')
            : (control.closest('[role=radiogroup]') ?? root);
      const peers = controls.filter(
        (peer) =>
          group?.contains(peer) &&
          peer.getAttribute('role') === role &&
          (peer instanceof HTMLInputElement ? peer.type : '') === type,
      );
      const unselected = peers.find(
        (peer) =>
          !isDisabled(peer) &&
          peer.getAttribute('aria-selected') !== 'true' &&
          peer.getAttribute('aria-checked') !== 'true' &&
          !(peer as HTMLInputElement).checked,
      );
      if (unselected) target = controls.indexOf(unselected);
    }
    return {kind, name: nameOf(controls[target]!), index, target, disabled: isDisabled(control)};
  }, CONTROLS);
}

/**
 * Where a pointer acts on a control: a visually hidden input's label; a checkbox or radio that is
 * an element of its own (a toggle button in a group) is pressed itself.
 */
function pointerTarget(control: Locator, kind: ControlKind): Locator {
  return kind === 'checkbox' || kind === 'radio'
    ? control.locator('xpath=self::*[not(self::input)] | self::input/ancestor::label[1]')
    : control;
}

const TYPED = 'abc';
/** What a reader types into a number field (its input asks for a numeric keyboard). */
const TYPED_NUMBER = '42';

/**
 * Reaches for `info`'s control in `preview` once, with `modality`, and checks it answered; a
 * disabled control must not. `page` is the page the preview is on.
 */
export async function checkPreviewControl(
  page: Page,
  preview: Locator,
  info: PreviewControl,
  modality: Modality,
): Promise<void> {
  const controls = preview.locator(CONTROLS);
  const control = controls.nth(info.index);
  const target = controls.nth(info.target);
  const where = `"${info.name}" (${info.kind}, by ${modality})`;
  await clearPresses(page);

  if (info.disabled) {
    const before = await preview.innerText();
    await activate(page, pointerTarget(control, info.kind), modality, {force: true});
    if (info.kind === 'text' && modality !== 'keyboard') await page.keyboard.type(TYPED);
    // Long enough for the island to go live and a replayed press to land, were there one.
    await page.waitForTimeout(300);
    // A press may reach it (a disabled React Aria control still gets the click): nothing changes.
    await expect(control, `${where} stays disabled`).toBeDisabled();
    expect(await preview.innerText(), `${where} must not respond`).toBe(before);
    return;
  }

  switch (info.kind) {
    case 'tab': {
      if (modality === 'keyboard') {
        const tablist = preview.getByRole('tablist').first();
        const selected = tablist.locator('[role=tab][aria-selected=true]');
        const name = await selected.innerText();
        const vertical = (await tablist.getAttribute('aria-orientation')) === 'vertical';
        await selected.focus();
        await page.keyboard.press(vertical ? 'ArrowDown' : 'ArrowRight');
        await expect(
          tablist.getByRole('tab', {name, exact: true}),
          `${where}: the arrow key moves the selection on`,
        ).toHaveAttribute('aria-selected', 'false');
      } else {
        await activate(page, target, modality);
        await expect(target, `${where} is selected`).toHaveAttribute('aria-selected', 'true');
      }
      return;
    }
    case 'checkbox': {
      const checked = await control.isChecked();
      if (modality === 'keyboard') await activate(page, control, modality, {key: 'Space'});
      else await activate(page, pointerTarget(control, info.kind), modality);
      await expect(control, `${where} toggles`).toBeChecked({checked: !checked});
      return;
    }
    case 'radio': {
      if (modality === 'keyboard') await activate(page, target, modality, {key: 'Space'});
      else await activate(page, pointerTarget(target, info.kind), modality);
      await expect(target, `${where} is chosen`).toBeChecked();
      return;
    }
    case 'option': {
      if (modality === 'keyboard') {
        await target.focus();
        await page.keyboard.press('Space');
      } else await activate(page, target, modality);
      await expect(target, `${where} is selected`).toHaveAttribute('aria-selected', 'true');
      return;
    }
    case 'slider': {
      const values = () =>
        control.evaluate((element) =>
          [
            ...(element.closest('[role=group]') ?? element.parentElement!).querySelectorAll(
              'input[type=range]',
            ),
          ].map((input) => (input as HTMLInputElement).value),
        );
      const before = await values();
      if (modality === 'keyboard') {
        await control.focus();
        const atMax = await control.evaluate(
          (element) => (element as HTMLInputElement).value === (element as HTMLInputElement).max,
        );
        await page.keyboard.press(atMax ? 'ArrowLeft' : 'ArrowRight');
      } else {
        // A press on the track moves the nearest thumb there: press far from where it stands. A 2-D
        // area (a colour picker's) has no orientation: its group is the surface pressed.
        const track = control.locator("xpath=ancestor::*[@data-orientation or @role='group'][1]");
        const box = await track.boundingBox();
        const [value, min, max, vertical] = await control.evaluate((element) => {
          const input = element as HTMLInputElement;
          const orientation = input.closest('[data-orientation]')?.getAttribute('data-orientation');
          return [
            Number(input.value),
            Number(input.min),
            Number(input.max),
            orientation === 'vertical',
          ];
        });
        const share =
          (Number(value) - Number(min)) / (Number(max) - Number(min) || 1) < 0.5 ? 0.9 : 0.1;
        const position = vertical
          ? {x: box!.width / 2, y: box!.height * (1 - share)}
          : {x: box!.width * share, y: box!.height / 2};
        if (modality === 'touch') await track.tap({position});
        else await track.click({position});
      }
      await expect.poll(values, {message: `${where} moves`}).not.toEqual(before);
      return;
    }
    case 'text': {
      if (modality === 'keyboard') await control.focus();
      else await activate(page, control, modality);
      // A tap's focus comes with the gesture the browser makes of it, after the touch events: text
      // typed before it lands, and the focus coming after the field is left, reopens a combo box's
      // list that nothing then closes.
      await expect(control, `${where} takes focus`).toBeFocused();
      const numeric = await control.evaluate((element) =>
        ['numeric', 'decimal'].includes(element.getAttribute('inputmode') ?? ''),
      );
      const typed = numeric ? TYPED_NUMBER : TYPED;
      // A phone's on-screen keyboard commits text (an input event), it presses no keys. Key presses
      // after a tap are also unreliable in Chromium's touch emulation: once another field has held
      // the caret, a tapped field takes focus but not the caret, and its keys insert nothing.
      if (modality === 'touch') await page.keyboard.insertText(typed);
      else await page.keyboard.type(typed);
      const editable = await control.evaluate((element) => element.matches('input, textarea'));
      if (editable) await expect(control, `${where} takes the text`).toHaveValue(new RegExp(typed));
      else await expect(control, `${where} takes the text`).toContainText(typed);
      // Leaving the field may show its validation message and move what is below it: let that
      // happen now, not under the reader's next click.
      await control.blur();
      await expect(
        page.locator(OVERLAYS).filter({visible: true}),
        `${where}: leaving the field closes the list it opened`,
      ).toHaveCount(0);
      return;
    }
    case 'spinbutton': {
      const value = () => control.getAttribute('aria-valuetext');
      const before = await value();
      if (modality === 'keyboard') await control.focus();
      else await activate(page, control, modality);
      await expect(control, `${where} takes focus`).toBeFocused();
      // A keyboard steps it; a phone's on-screen keypad types a digit (one it does not show).
      if (modality === 'touch') {
        const now = Number(await control.getAttribute('aria-valuenow'));
        await page.keyboard.insertText(String((Number.isNaN(now) ? 0 : now % 9) + 1));
      } else await page.keyboard.press('ArrowUp');
      await expect.poll(value, {message: `${where} changes`}).not.toBe(before);
      await control.blur();
      return;
    }
    case 'popup': {
      const expanded = (await control.getAttribute('aria-expanded')) === 'true';
      await activate(page, control, modality);
      await expect(control, `${where} opens`).toHaveAttribute('aria-expanded', String(!expanded));
      // An overlay (a menu, a popover's dialog) closes on Escape; a disclosure's panel stays.
      const overlay = page.locator(OVERLAYS).filter({visible: true});
      if (!expanded && (await overlay.count()) > 0) {
        await expect
          .poll(
            () =>
              page.evaluate((selector) => {
                const active = document.activeElement;
                return [...document.querySelectorAll(selector)].some((open) =>
                  open.contains(active),
                );
              }, OVERLAYS),
            {message: `${where}: focus moves into what it opened`},
          )
          .toBe(true);
        await page.keyboard.press('Escape');
        await expect(control, `${where} closes on Escape`).toHaveAttribute(
          'aria-expanded',
          'false',
        );
        await expect(overlay, `${where}: its overlay is gone`).toHaveCount(0);
      }
      return;
    }
    case 'link': {
      await activate(page, control, modality);
      await expect
        .poll(() => pressReached(page, info.name, {followed: true}), {
          message: `${where} is followed`,
        })
        .toBe(true);
      return;
    }
    case 'button': {
      await activate(page, control, modality, {key: modality === 'keyboard' ? 'Space' : 'Enter'});
      await expect
        .poll(() => pressReached(page, info.name), {message: `${where} is pressed`})
        .toBe(true);
      return;
    }
  }
}
