/** The part of a route config the check needs (Docusaurus's routes are literal paths). */
export interface Route {
  path?: string | string[];
  exact?: boolean;
  routes?: readonly Route[];
}

const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function matches(pathname: string, path: string, exact: boolean): boolean {
  const [at, route] = [trim(pathname), trim(path)];
  if (at === route) return true;
  return !exact && at.startsWith(route === '/' ? '/' : `${route}/`);
}

/** Whether `routes` have a page (not the catch-all "not found") at `pathname`. */
export function isRoute(pathname: string, routes: readonly Route[]): boolean {
  return routes.some((route) => {
    const paths = typeof route.path === 'string' ? [route.path] : (route.path ?? []);
    const exact = !route.routes && (route.exact ?? false);
    if (!paths.some((path) => path !== '*' && matches(pathname, path, exact))) return false;
    return route.routes ? isRoute(pathname, route.routes) : true;
  });
}

/** What of a click decides whether the router should take it. */
export interface LinkClick {
  target: EventTarget | null;
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * The site path a click should go to through the router, or null to leave it to the browser: a
 * plain left click on a link to one of the site's pages, as a `Link` would take. New tabs,
 * downloads, other origins, files (a registry JSON, a Markdown twin) and a jump within the page
 * stay the browser's.
 */
export function routeFor(
  event: LinkClick,
  here: string,
  isPage: (pathname: string) => boolean,
): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  return routeOfLink(event.target, here, isPage);
}

/**
 * The site path of the link `target` is in, when the router would take it (see `routeFor`), or
 * null.
 */
export function routeOfLink(
  target: EventTarget | null,
  here: string,
  isPage: (pathname: string) => boolean,
): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.getAttribute('href') ?? '', here);
  const current = new URL(here);
  if (url.origin !== current.origin) return null;
  if (url.pathname === current.pathname && url.search === current.search) return null;
  return isPage(url.pathname) ? `${url.pathname}${url.search}${url.hash}` : null;
}
