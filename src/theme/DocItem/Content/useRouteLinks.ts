import {useRef, type MouseEvent, type SyntheticEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import routes from '@generated/routes';
import {isRoute, routeFor, routeOfLink} from './routeLinks';

const isPage = (pathname: string) => isRoute(pathname, routes);

export interface RouteLinkHandlers {
  onClick: (event: MouseEvent) => void;
  onPointerOver: (event: SyntheticEvent) => void;
  onFocus: (event: SyntheticEvent) => void;
}

/**
 * Handlers for a body whose links are server HTML (see src/islands/Body). They do what the `Link`s
 * the links were rendered from would:
 * - a click goes through the router, instead of loading the page afresh and throwing the loaded
 *   app away;
 * - a pointer or focus on a link loads its page's code, so the click after it renders at once.
 */
export function useRouteLinks(): RouteLinkHandlers {
  const history = useHistory();
  const preloaded = useRef(new Set<string>());
  const preload = (event: SyntheticEvent) => {
    const to = routeOfLink(event.target, window.location.href, isPage);
    if (!to) return;
    const {pathname} = new URL(to, window.location.href);
    if (preloaded.current.has(pathname)) return;
    preloaded.current.add(pathname);
    void window.docusaurus.preload(pathname);
  };
  return {
    onClick: (event) => {
      const to = routeFor(event, window.location.href, isPage);
      if (!to) return;
      event.preventDefault();
      history.push(to);
    },
    onPointerOver: preload,
    onFocus: preload,
  };
}
