// Watches a page's islands for the sweep. An island swaps its server HTML for the live component
// when a reader reaches for it, and replays on the live element what the reader did to the server's
// (a click by the path of element indexes to its target, focus by position): so at the moment of the
// swap, the live element must hold every control the server's HTML held, in the same place. The
// watch compares the two for every island that goes live, whichever control the reader reached for,
// and records which live elements a press reached, so a check can tell a replayed press from none.
import type {Page} from '@playwright/test';

/** What the sweep calls a control: what a reader can press, type into or follow. */
export const CONTROLS =
  'button, [role=tab], a[href], input:not([type=hidden]), textarea, select, [role=textbox], [role=switch], [role=checkbox], [role=radio], [role=spinbutton], [role=menuitem], [role=option], [role=row][aria-selected]';

/** Island roots: a doc body's marks and `Island`'s wrappers. */
const ISLANDS = 'tessera-island, [data-island]';

interface Watch {
  /** Islands whose live element differed from their server HTML when they went live. */
  mismatches: string[];
  /**
   * The names of the live controls a click reached, or that React Aria marked pressed, since the
   * last `clear`, as they were named then (a toggle's name changes with its state).
   */
  pressed: Set<string>;
  /** The names of the live links a click followed (nothing prevented it) since the last `clear`. */
  followed: Set<string>;
  clear: () => void;
}

declare global {
  interface Window {
    sweepWatch?: Watch;
  }
}

/** Runs in the page, before its scripts: snapshots the islands' server HTML, then watches. */
function install(selectors: {controls: string; islands: string}): void {
  const nameOf = (element: Element) => {
    const control = element.closest(selectors.controls) ?? element;
    return (control.getAttribute('aria-label') ?? control.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim();
  };
  const ownedByReact = (element: Element) =>
    Object.keys(element).some((key) => key.startsWith('__reactProps'));
  // As the swap finds a click's target again: by element indexes (see carryOver.ts's pathTo).
  const pathFrom = (root: Element, element: Element) => {
    const path: number[] = [];
    for (let current = element; current !== root && current.parentElement;) {
      path.unshift([...current.parentElement.children].indexOf(current));
      current = current.parentElement;
    }
    return path.join('.');
  };
  // A doc body's island renders its live element inside an element of its own (see PortalIsland).
  const contentOf = (root: Element) => root.querySelector(':scope > tessera-live') ?? root;
  const describe = (root: Element) => {
    const content = contentOf(root);
    return [...content.querySelectorAll(selectors.controls)].map((control) => {
      const role = control.getAttribute('role');
      return `${pathFrom(content, control)} <${control.tagName.toLowerCase()}${
        role ? ` role=${role}` : ''
      }> "${nameOf(control).slice(0, 40)}"`;
    });
  };
  const server = new WeakMap<Element, string[]>();
  const watch: Watch = {
    mismatches: [],
    pressed: new Set(),
    followed: new Set(),
    clear: () => {
      watch.pressed.clear();
      watch.followed.clear();
    },
  };
  window.sweepWatch = watch;
  const label = (root: Element) => {
    const example = root.querySelector('[aria-label^="Edit code: "]')?.getAttribute('aria-label');
    return (
      example ?? `<${root.tagName.toLowerCase()}> "${(root.textContent ?? '').trim().slice(0, 40)}"`
    );
  };
  document.addEventListener('DOMContentLoaded', () => {
    for (const root of document.querySelectorAll(selectors.islands))
      server.set(root, describe(root));
  });
  // Runs before the swap replays a click or carries focus (both are queued after the attribute is
  // set), so it sees what they will find.
  new MutationObserver((records) => {
    for (const {target} of records) {
      if (!(target instanceof Element)) continue;
      if (target.hasAttribute('data-pressed')) watch.pressed.add(nameOf(target));
      const before = server.get(target);
      if (!before || !target.hasAttribute('data-hydrated')) continue;
      server.delete(target);
      const after = describe(target);
      const content = contentOf(target);
      const dead = [...content.querySelectorAll(selectors.controls)].filter(
        (c) => !ownedByReact(c),
      );
      // Controls the live element adds after the server's (a code block's Copy button, rendered in
      // the browser only) are harmless; one missing, moved or put before them is not: a replayed
      // click or carried focus would land on another control.
      const prefix = after.slice(0, before.length);
      if (prefix.join('\n') !== before.join('\n') || dead.length > 0) {
        const missing = before.filter((control) => !prefix.includes(control));
        const added = prefix.filter((control) => !before.includes(control));
        watch.mismatches.push(
          `${label(target)}: server HTML had ${JSON.stringify(missing)} where the live element had ` +
            `${JSON.stringify(added)}${dead.length > 0 ? `; ${dead.length} live controls React does not own` : ''}`,
        );
      }
    }
  }).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-hydrated', 'data-pressed'],
  });
  // Captured at the window, before any handler: React Aria stops a press's events where it
  // handles them, so they never bubble this far.
  addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element) || !target.isConnected || !ownedByReact(target)) return;
      watch.pressed.add(nameOf(target));
      const link = target.closest('a[href]');
      if (!link) return;
      // A link to another site would open a tab this closed network cannot fill: that the click
      // reached the live link is all a check needs.
      if ((link as HTMLAnchorElement).target === '_blank') {
        watch.followed.add(nameOf(link));
        event.preventDefault();
        return;
      }
      // Whether it is followed is known once the click's dispatch is over.
      const name = nameOf(link);
      setTimeout(() => {
        if (!event.defaultPrevented) watch.followed.add(name);
      });
    },
    true,
  );
}

/** Watches every page this `page` loads from now on. */
export async function watchSwaps(page: Page): Promise<void> {
  await page.addInitScript(install, {controls: CONTROLS, islands: ISLANDS});
}

/** The islands whose live element did not match their server HTML as they went live. */
export function swapMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => window.sweepWatch?.mismatches ?? ['the swap watch is not installed']);
}

/** Forgets the presses seen so far. */
export async function clearPresses(page: Page): Promise<void> {
  await page.evaluate(() => window.sweepWatch?.clear());
}

/**
 * Whether, since the last `clearPresses`, a press (a click, or React Aria's pressed state) reached a
 * live control named `name`, or, with `followed`, a click on a live link of that name was followed.
 */
export function pressReached(page: Page, name: string, {followed = false} = {}): Promise<boolean> {
  return page.evaluate(
    ({wanted, links}) => {
      const watch = window.sweepWatch;
      return (links ? watch?.followed : watch?.pressed)?.has(wanted) ?? false;
    },
    {wanted: name, links: followed},
  );
}
