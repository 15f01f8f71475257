// On a touch screen React Aria reveals an overlay a few frames after it mounts: it waits to see
// whether an on-screen keyboard opens. An overlay closed in between (a reader types a letter into a
// combo box and taps away, or taps a trigger twice) must still leave the page; one whose exit never
// ended stayed in it, invisible, over what lies below. Every example trigger of every component
// page whose served HTML has one is opened and closed within that window.
import {expect, gotoHydrated, test} from './support/fixtures';
import {OVERLAYS, OVERLAY_TRIGGERS, readOverlayPages} from './support/overlay-triggers';

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  for (const urlPath of readOverlayPages()) {
    test(`should take away each overlay of ${urlPath} closed before it is revealed`, async ({
      page,
    }) => {
      await gotoHydrated(page, urlPath);
      const triggers = page.locator(OVERLAY_TRIGGERS);
      const count = await triggers.count();
      expect(count, 'overlay triggers in the examples').toBeGreaterThan(0);
      for (let index = 0; index < count; index++) {
        const trigger = triggers.nth(index);
        const name = `trigger ${index + 1} (${await trigger.evaluate(describe)})`;
        await test.step(name, async () => {
          // Focus wakes the example's island; its live trigger takes the focus over.
          await trigger.focus();
          await expect
            .poll(() => trigger.evaluate((element) => !!element.closest('[data-hydrated]')), {
              message: `${name}: its example goes live`,
            })
            .toBe(true);
          await trigger.blur();
          const opened = await trigger.evaluate(openAndCloseAtOnce, OVERLAYS);
          expect(opened, `${name} opens an overlay`).toBe(true);
          await expect(page.locator(OVERLAYS), `${name}: its overlay leaves the page`).toHaveCount(
            0,
          );
        });
      }
    });
  }
});

/** A trigger as a reader would name it in a report: its role and its label or text. */
function describe(element: Element): string {
  const label =
    element.getAttribute('aria-label') ??
    (element as HTMLInputElement).labels?.[0]?.textContent ??
    element.textContent;
  return `${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${label?.trim()}"`;
}

/**
 * Opens the trigger's overlay as a reader does (a letter typed into a combo box, a press on a
 * button) and closes it in the next task, before the reveal: the combo box is left, the overlay
 * gets Escape. Resolves whether an overlay opened.
 */
async function openAndCloseAtOnce(trigger: Element, overlays: string): Promise<boolean> {
  const combobox = trigger.getAttribute('role') === 'combobox';
  if (combobox) {
    (trigger as HTMLInputElement).focus();
    document.execCommand('insertText', false, 'a');
  } else (trigger as HTMLElement).click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const overlay = document.querySelector(overlays);
  if (combobox) (trigger as HTMLInputElement).blur();
  else {
    overlay?.dispatchEvent(
      new KeyboardEvent('keydown', {key: 'Escape', bubbles: true, cancelable: true}),
    );
  }
  return overlay !== null;
}
