/**
 * A full page load, the last resort when an island's code cannot be fetched: after a deploy the
 * page's old chunks are gone, and the fresh HTML names the new ones. Its own module so tests can
 * stand in for it (jsdom cannot navigate).
 */
export function reloadPage(): void {
  window.location.reload();
}
