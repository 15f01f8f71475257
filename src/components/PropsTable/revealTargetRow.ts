// A link to a row of an inherited-props group (a search result, or one a colleague shared) would land
// on a closed <details> and show nothing: open the group and bring the row into view. Browsers do
// this for a page load's fragment, not for the client-side navigation a search result makes.
import type {ClientModule} from '@docusaurus/types';
import {propAnchor} from './propAnchor';

/** Opens the closed group holding the row `hash` names; true when it did. */
export function revealTargetRow(hash: string, doc: Document = document): boolean {
  if (!hash.startsWith('#prop-')) return false;
  const id = decodeURIComponent(hash.slice(1));
  const row = doc.getElementById(id);
  if (row) {
    const group = row.closest('details');
    if (!group || group.open) return false;
    group.open = true;
    keepInView(row);
    return true;
  }
  // A folded group of inherited props builds its rows when it opens (PropsTable): find it by the
  // names it shows, and open it the way a reader does, through its summary, which wakes its island.
  const group = [...doc.querySelectorAll<HTMLDetailsElement>('details[data-props-of]')].find(
    (details) =>
      !details.open &&
      (details.querySelector('[data-prop-names]')?.textContent ?? '')
        .split(', ')
        .some((name) => propAnchor(details.dataset.propsOf!, name) === id),
  );
  if (!group) return false;
  group.querySelector('summary')?.click();
  whenPresent(doc, id, keepInView);
  return true;
}

/** Calls `then` with the element `id` once it is in the document, if it comes within `forMs`. */
function whenPresent(
  doc: Document,
  id: string,
  then: (element: HTMLElement) => void,
  forMs = 3000,
): void {
  const found = doc.getElementById(id);
  if (found) {
    then(found);
    return;
  }
  const observer = new MutationObserver(() => {
    const element = doc.getElementById(id);
    if (!element) return;
    observer.disconnect();
    then(element);
  });
  observer.observe(doc.documentElement, {childList: true, subtree: true});
  setTimeout(() => observer.disconnect(), forMs);
}

/**
 * Scrolls to the row and keeps it there for a moment: the router's own fragment scroll (which found
 * nothing visible) and examples above it that load late both move the page after the first scroll.
 */
function keepInView(row: HTMLElement, forMs = 1500): void {
  if (typeof ResizeObserver === 'undefined' || !row.scrollIntoView) return;
  const scroll = () => {
    const {top, bottom} = row.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) row.scrollIntoView({block: 'center'});
  };
  scroll();
  const observer = new ResizeObserver(scroll);
  // The page's body keeps its height; the article around the row is what grows.
  observer.observe(row.closest('article') ?? document.documentElement);
  const stop = () => observer.disconnect();
  window.setTimeout(stop, forMs);
  // The reader's own scrolling wins.
  window.addEventListener('wheel', stop, {once: true, passive: true});
  window.addEventListener('keydown', stop, {once: true});
  window.addEventListener('touchstart', stop, {once: true, passive: true});
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    // After the page's own scroll-to-fragment, which found nothing visible to scroll to.
    window.requestAnimationFrame(() => revealTargetRow(location.hash));
  },
};

export default clientModule;
