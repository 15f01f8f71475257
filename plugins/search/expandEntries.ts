import {
  SEARCH_ENTRIES_ATTRIBUTE,
  parseSearchEntries,
  type SearchEntry,
} from '../../src/components/PropsTable/searchEntries';

const SCRIPT = new RegExp(
  `<script\\b[^>]*\\b${SEARCH_ENTRIES_ATTRIBUTE}\\b[^>]*>([\\s\\S]*?)</script>`,
  'g',
);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The markup the search indexer makes a linked result of: an h3 holding an `a.hash-link`. It is
 * `hidden`, like the indexer's copy of the page it goes in: no reader ever sees it.
 */
function entriesHtml(entries: readonly SearchEntry[]): string {
  const headings = entries.map(
    ({title, anchor}) =>
      `<h3>${escapeHtml(title)}<a class="hash-link" href="#${escapeHtml(anchor)}">#</a></h3>`,
  );
  return `<div hidden ${SEARCH_ENTRIES_ATTRIBUTE}="">${headings.join('')}</div>`;
}

/**
 * A built page as the indexer should read it: each props table's entries, served as data, put
 * back as headings where the table stands.
 */
export function expandEntries(html: string, page: string): string {
  return html.replace(SCRIPT, (_script, json: string) => {
    try {
      return entriesHtml(parseSearchEntries(json));
    } catch (error) {
      throw new Error(`search entries of ${page}: ${(error as Error).message}`, {cause: error});
    }
  });
}
