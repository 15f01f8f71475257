import type {Locator, Page} from '@playwright/test';

/** A colour as the browser computes it (`rgb(…)`), for comparing with computed styles. */
export const computedColour = (page: Page, value: string): Promise<string> =>
  page.evaluate((colour) => {
    const probe = document.createElement('span');
    probe.style.color = colour;
    document.body.append(probe);
    const result = getComputedStyle(probe).color;
    probe.remove();
    return result;
  }, value);

/** One computed property of an element. */
export const style = (locator: Locator, property: string): Promise<string> =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
