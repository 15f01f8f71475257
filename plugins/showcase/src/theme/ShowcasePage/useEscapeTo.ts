import {useLayoutEffect} from 'react';
import {useHistory} from '@docusaurus/router';

/** Overlays that close on Escape themselves. */
const OVERLAY =
  '[role="menu"], [role="dialog"], [role="alertdialog"], [role="listbox"], [role="tooltip"]';

/**
 * Escape anywhere on the page goes to `target`, unless it closes something: an overlay in the
 * demo (menu, popover, dialog, tooltip) that was open when the key went down, or a handler that
 * marked the event handled. The overlay is checked before anyone handles the key, because focus
 * may not have reached a just-opened menu yet, and then nobody marks its Escape handled.
 */
export function useEscapeTo(target: string): void {
  const history = useHistory();
  // Attached in the commit, not after paint: after a client-side navigation the page is on screen
  // before passive effects run, and an Escape pressed in that gap would be lost.
  useLayoutEffect(() => {
    let closesOverlay = false;
    const beforeHandlers = (event: KeyboardEvent) => {
      closesOverlay = event.key === 'Escape' && document.querySelector(OVERLAY) !== null;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      if (closesOverlay) return;
      history.push(target);
    };
    document.addEventListener('keydown', beforeHandlers, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', beforeHandlers, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [history, target]);
}
