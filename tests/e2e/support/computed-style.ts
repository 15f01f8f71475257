import type {Locator, Page} from '@playwright/test';

/** A value as the browser computes it for one property of a probe element in the page. */
const computed = (page: Page, property: 'color' | 'width', value: string): Promise<string> =>
  page.evaluate(
    ([name, given]) => {
      const probe = document.createElement('span');
      probe.style.display = 'block';
      probe.style.setProperty(name, given);
      document.body.append(probe);
      const result = getComputedStyle(probe).getPropertyValue(name);
      probe.remove();
      return result;
    },
    [property, value] as const,
  );

/** A colour as the browser computes it (`rgb(…)`), for comparing with computed styles. */
export const computedColour = (page: Page, value: string): Promise<string> =>
  computed(page, 'color', value);

/** A length in px as the page computes it (its own root font size applies to rem). */
export const computedLength = (page: Page, value: string): Promise<string> =>
  computed(page, 'width', value);

/** One computed property of an element. */
export const style = (locator: Locator, property: string): Promise<string> =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
