/**
 * The search plugin's page reads the version to search from `?version=`: the version's path without
 * the base URL and with a trailing slash (`docs/1.x/`), and no parameter for the latest version,
 * whose index sits at the site root.
 */
export function versionParam(version: {path: string; isLast: boolean}, baseUrl: string): string {
  if (version.isLast) return '';
  const path = version.path.startsWith(baseUrl) ? version.path.slice(baseUrl.length) : version.path;
  return `${path.replace(/^\/+|\/+$/g, '')}/`;
}

/**
 * The search page's address for these words in that version. `search`, not `search/`: the page is
 * built as search.html, and the server answers `/search/` with 404 when it is loaded directly.
 */
export function searchUrl(baseUrl: string, query: string, version: string): string {
  const params = new URLSearchParams({q: query});
  if (version) params.set('version', version);
  return `${baseUrl}search?${params.toString()}`;
}
