// Page-level accessibility checks axe cannot make: heading outline, keyboard focus visibility and
// the skip link. Each returns a list of readable problems (empty = pass) so a test can report all
// of them at once instead of stopping at the first.
import type {Page} from '@playwright/test';

export interface HeadingInfo {
  level: number;
  text: string;
}

/** Headings exposed to assistive technology, in document order. */
export async function readHeadings(page: Page): Promise<HeadingInfo[]> {
  return page.evaluate(() => {
    const exposed = (element: Element) =>
      !element.closest('[aria-hidden="true"], [hidden], [inert]') &&
      element.checkVisibility({visibilityProperty: true});
    return [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')]
      .filter((element) => {
        const role = element.getAttribute('role');
        return (role === null || role === 'heading') && exposed(element);
      })
      .map((element) => ({
        level: Number(element.getAttribute('aria-level') ?? element.tagName.slice(1)),
        text: (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60),
      }));
  });
}

/** Exactly one h1, and each heading at most one level deeper than the one before it. */
export function headingProblems(headings: HeadingInfo[]): string[] {
  const problems: string[] = [];
  const h1s = headings.filter((heading) => heading.level === 1);
  if (h1s.length !== 1) {
    problems.push(
      `expected exactly one h1, found ${h1s.length}: ${h1s.map((h) => `"${h.text}"`).join(', ')}`,
    );
  }
  let previous = 0;
  for (const heading of headings) {
    if (heading.level > previous + 1) {
      problems.push(`h${heading.level} "${heading.text}" follows h${previous || '(none)'}`);
    }
    previous = heading.level;
  }
  return problems;
}

export interface FocusStop {
  /** Short description of the focused element, for messages. */
  label: string;
  /** The focused element (or the control it visually belongs to) draws a focus indicator. */
  visible: boolean;
  /** Focus left the page content (body focused): the walk has wrapped around. */
  atBody: boolean;
  /** Identity of the focused element within this page load, to notice when Tab cycles. */
  key: number;
}

/**
 * Reads the focused element after a Tab press and whether it shows a focus indicator: an outline
 * (style not none, width > 0, colour not transparent) or a box-shadow. Controls whose native
 * element is visually hidden (react-aria's checkbox/switch/radio keep a hidden input inside a
 * label) draw the indicator on the wrapper that carries `data-focus-visible`, or on a part inside
 * it, so those are checked too. Failing that, an indicator drawn near the element (a card ringed
 * through `:has(:focus-visible)`) counts if it disappears when the element loses focus.
 */
export async function readFocusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(async () => {
    // react-aria sets data-focus-visible in a React state update; let it render first.
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const active = document.activeElement;
    if (!active || active === document.body || active === document.documentElement) {
      return {label: 'body', visible: false, atBody: true, key: 0};
    }
    const draws = (element: Element) => {
      const style = getComputedStyle(element);
      const outlineWidth = parseFloat(style.outlineWidth);
      const transparent = /rgba\(.*,\s*0\)$|transparent/.test(style.outlineColor);
      const outline = style.outlineStyle !== 'none' && outlineWidth > 0 && !transparent;
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    const host = active.closest('[data-focus-visible]');
    const candidates: Element[] = [active];
    if (host && host !== active) {
      for (let node: Element | null = active.parentElement; node; node = node.parentElement) {
        candidates.push(node);
        if (node === host) break;
      }
      candidates.push(...host.querySelectorAll('*'));
    }
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const signature = (element: Element) => {
      const style = getComputedStyle(element);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.boxShadow}`;
    };
    let visible = candidates.some(draws);
    if (!visible && active instanceof HTMLElement) {
      const near = new Set<Element>();
      let node = active.parentElement;
      for (let depth = 0; node && depth < 4; depth++, node = node.parentElement) near.add(node);
      for (const element of [...(active.parentElement?.querySelectorAll('*') ?? [])].slice(
        0,
        300,
      )) {
        near.add(element);
      }
      const drawing = [...near]
        .filter(draws)
        .map((element) => [element, signature(element)] as const);
      if (drawing.length > 0) {
        active.blur();
        await nextFrame();
        visible = drawing.some(([element, focused]) => signature(element) !== focused);
        // Back where the walk was, still as keyboard focus, so the next Tab continues from here.
        active.focus({focusVisible: true} as FocusOptions);
        await nextFrame();
      }
    }
    const name =
      active.getAttribute('aria-label') ??
      (active.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const id = active.id ? `#${active.id}` : '';
    const className =
      typeof active.className === 'string' && active.className
        ? `.${active.className.trim().split(/\s+/).slice(0, 2).join('.')}`
        : '';
    const tagged = active as Element & {__sweepKey?: number};
    const counter = window as unknown as {__sweepKeys?: number};
    tagged.__sweepKey ??= counter.__sweepKeys = (counter.__sweepKeys ?? 0) + 1;
    return {
      label: `<${active.tagName.toLowerCase()}${id}${className}> "${name}"`,
      visible,
      atBody: false,
      key: tagged.__sweepKey,
    };
  });
}

/**
 * Moves the sequential focus starting point to the top of the document, as on a fresh load, even
 * when the page autofocused something (the search page focuses its input): a removed focused
 * element leaves the starting point where it was, so the next Tab goes to the first stop.
 */
async function focusTopOfPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    const marker = document.createElement('div');
    marker.tabIndex = -1;
    document.body.prepend(marker);
    marker.focus();
    marker.remove();
  });
}

/**
 * Tabs from the top of the page through at most `maxStops` focus stops and returns them in order.
 * Stops early when focus wraps around to the body or to the first stop again.
 */
export async function walkFocus(page: Page, maxStops: number): Promise<FocusStop[]> {
  await focusTopOfPage(page);
  const stops: FocusStop[] = [];
  const seen = new Set<number>();
  for (let index = 0; index < maxStops; index++) {
    await page.keyboard.press('Tab');
    const stop = await readFocusStop(page);
    if (stop.atBody || seen.has(stop.key)) break;
    seen.add(stop.key);
    stops.push(stop);
  }
  return stops;
}
