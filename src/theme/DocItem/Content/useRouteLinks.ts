import type {MouseEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import routes from '@generated/routes';
import {isRoute, routeFor} from './routeLinks';

const isPage = (pathname: string) => isRoute(pathname, routes);

/**
 * A click handler for a body whose links are server HTML (see src/islands/Body): it sends them
 * through the router as the `Link`s they were rendered from would, instead of loading every page
 * afresh and throwing the loaded app away.
 */
export function useRouteLinks(): (event: MouseEvent) => void {
  const history = useHistory();
  return (event) => {
    const to = routeFor(event, window.location.href, isPage);
    if (!to) return;
    event.preventDefault();
    history.push(to);
  };
}
