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
 * (style not none, width > 0, colour not transparent) or a box-shadow that is drawn while it is
 * focused and changes when it loses focus. Comparing focused with blurred styles of the same
 * elements matters: text inputs and tertiary buttons wear a resting shadow, which is no ring.
 * Controls whose native element is visually hidden (react-aria's checkbox/switch/radio keep a
 * hidden input inside a label) draw the indicator on the wrapper that carries
 * `data-focus-visible`, or on a part inside it, and a card can be ringed through
 * `:has(:focus-visible)`, so the elements around the focused one are compared too. Inside a focus
 * scope that will not let focus leave (an open menu), the focused item is compared with its
 * unfocused peers instead.
 */
export async function readFocusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    // Styles at rest, not halfway through a transition towards them.
    const settle = async () => {
      await nextFrame();
      for (const animation of document.getAnimations()) {
        if (animation instanceof CSSTransition) animation.finish();
      }
    };
    // react-aria sets data-focus-visible in a React state update; let it render first.
    await nextFrame();
    // Focus entering an island wakes it, and its live component takes the focus over from the
    // server's node: read the element that keeps it.
    const island = document.activeElement?.closest('[data-island]');
    for (
      let waited = 0;
      island?.isConnected && !island.hasAttribute('data-hydrated') && waited < 5000;
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      waited += 50;
    }
    await settle();
    const active = document.activeElement;
    if (!active || active === document.body || active === document.documentElement) {
      return {label: 'body', visible: false, atBody: true, key: 0};
    }
    /** The indicator an element draws ('' when none): its outline and box-shadow. */
    const indicator = (element: Element) => {
      const style = getComputedStyle(element);
      const outlineWidth = parseFloat(style.outlineWidth);
      const transparent = /rgba\(.*,\s*0\)$|transparent/.test(style.outlineColor);
      const outline =
        style.outlineStyle !== 'none' && outlineWidth > 0 && !transparent
          ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset}`
          : '';
      const shadow = style.boxShadow !== 'none' ? style.boxShadow : '';
      return outline || shadow ? `${outline} | ${shadow}` : '';
    };
    const candidates = new Set<Element>([active]);
    const host = active.closest('[data-focus-visible]');
    if (host && host !== active) {
      for (let node: Element | null = active.parentElement; node; node = node.parentElement) {
        candidates.add(node);
        if (node === host) break;
      }
      for (const element of host.querySelectorAll('*')) candidates.add(element);
    }
    let node = active.parentElement;
    for (let depth = 0; node && depth < 4; depth++, node = node.parentElement) candidates.add(node);
    for (const element of [...(active.parentElement?.querySelectorAll('*') ?? [])].slice(0, 300)) {
      candidates.add(element);
    }
    const drawing = [...candidates]
      .map((element) => [element, indicator(element)] as const)
      .filter(([, focused]) => focused !== '');
    let visible = false;
    const kind = active.getAttribute('role') ?? active.tagName;
    const peers = [...(active.parentElement?.children ?? [])].filter(
      (peer) => peer !== active && (peer.getAttribute('role') ?? peer.tagName) === kind,
    );
    /** The focused element draws an indicator that none of the items of its kind beside it do. */
    const standsOut = () => {
      const own = indicator(active);
      return own !== '' && peers.length > 0 && peers.every((peer) => indicator(peer) !== own);
    };
    if (peers.length > 0 && active.closest('[role="menu"], [role="listbox"]')) {
      // Moving focus out of an open menu or list box to compare would close it (or be taken
      // back by its focus scope): compare the focused item with its unfocused peers instead.
      visible = standsOut();
    } else if (drawing.length > 0 && active instanceof HTMLElement) {
      // Focus parked on a neutral element rather than dropped on <body>: the page may hand a
      // focus nobody holds back to something (the search box takes it when its index arrives).
      const parking = document.createElement('div');
      parking.tabIndex = -1;
      parking.setAttribute('aria-hidden', 'true');
      parking.style.cssText =
        'position: fixed; inset-block-start: 0; inline-size: 1px; block-size: 1px;';
      // Inside a modal dialog, where its focus scope lets focus go.
      (active.closest('[role="dialog"], [role="alertdialog"]') ?? document.body).append(parking);
      parking.focus({preventScroll: true});
      await settle();
      if (document.activeElement === parking) {
        visible = drawing.some(([element, focused]) => indicator(element) !== focused);
      } else {
        // A focus scope took focus straight back: compare with the peers instead.
        visible = standsOut();
      }
      // Back where the walk was, still as keyboard focus, so the next Tab continues from here.
      active.focus({focusVisible: true, preventScroll: true} as FocusOptions);
      parking.remove();
      await settle();
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
  return walkFocusOnward(page, maxStops);
}

/** As `walkFocus`, from wherever focus is now (a skip link's target, say). */
export async function walkFocusOnward(page: Page, maxStops: number): Promise<FocusStop[]> {
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
