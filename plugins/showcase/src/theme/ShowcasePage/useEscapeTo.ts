import {useEffect} from 'react';
import {useHistory} from '@docusaurus/router';

/**
 * Escape anywhere on the page goes to `target`. Overlays in the demo (menus, popovers) handle
 * their own Escape and stop it or mark it handled, so closing one never leaves the page.
 */
export function useEscapeTo(target: string): void {
  const history = useHistory();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      history.push(target);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [history, target]);
}
