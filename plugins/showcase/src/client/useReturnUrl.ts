import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {resolveReturnUrl} from './returnUrl';

/**
 * Where the close control goes. The static HTML cannot know the query string, so the server
 * render (and hydration) use `fallback`; the browser then switches to a safe `returnUrl`.
 */
export function useReturnUrl(fallback: string): string {
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  return isBrowser ? resolveReturnUrl(search, fallback) : fallback;
}
