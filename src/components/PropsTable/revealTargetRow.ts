// A link to a row of an inherited-props group (a search result, or one a colleague shared) would land
// on a closed <details> and show nothing: open the group and bring the row into view. Browsers do
// this for a page load's fragment, not for the client-side navigation a search result makes.
import type {ClientModule} from '@docusaurus/types';

/** Opens the closed group holding the row `hash` names; true when it did. */
export function revealTargetRow(hash: string, doc: Document = document): boolean {
  if (!hash.startsWith('#prop-')) return false;
  const row = doc.getElementById(decodeURIComponent(hash.slice(1)));
  const group = row?.closest('details');
  if (!row || !group || group.open) return false;
  group.open = true;
  row.scrollIntoView?.({block: 'center'});
  return true;
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    // After the page's own scroll-to-fragment, which found nothing visible to scroll to.
    window.requestAnimationFrame(() => revealTargetRow(location.hash));
  },
};

export default clientModule;
