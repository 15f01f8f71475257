// How the sweep reaches for a control: as a reader with a mouse, a keyboard or a finger does.
import type {Locator, Page} from '@playwright/test';

export type Modality = 'mouse' | 'keyboard' | 'touch';

/** The key a keyboard reader presses to activate a control. */
export type ActivationKey = 'Enter' | 'Space';

/**
 * Activates `control`: a click, a tap, or focus and a key. With `force`, the pointer goes to a
 * control that refuses it (a disabled one) instead of waiting for it to accept.
 */
export async function activate(
  page: Page,
  control: Locator,
  modality: Modality,
  {key = 'Enter', force = false}: {key?: ActivationKey; force?: boolean} = {},
): Promise<void> {
  if (modality === 'mouse') await control.click({force});
  else if (modality === 'touch') await control.tap({force});
  else {
    await control.focus();
    // A control used a moment ago may still be handing focus on (a removed tag's neighbour takes it
    // in a frame of its own): the key goes where the reader sees focus once that has settled.
    const focused = await control.evaluate(
      (element) =>
        new Promise<boolean>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve(element.contains(document.activeElement))),
          ),
        ),
    );
    if (!focused) await control.focus();
    await page.keyboard.press(key);
  }
}

/** The other way in for a desktop reader. */
export function otherModality(modality: Modality): Modality {
  return modality === 'mouse' ? 'keyboard' : modality === 'keyboard' ? 'mouse' : 'touch';
}
