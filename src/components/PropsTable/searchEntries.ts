/**
 * The props a page's tables hold, as the site search indexes them: one result per prop, named
 * with its component (rows of Tabs, TabList and Tab on one page do not read alike) and linking to
 * its row. The page carries them as data, one `<script type="application/json">` per table, and
 * the search theme turns them into index entries at build time: as markup they were two elements
 * per prop, most of the Tabs and Menu pages' served HTML.
 */
export interface SearchEntry {
  /** The result's title, e.g. `isLoading (Button)`. */
  title: string;
  /** The row's id, without `#`. */
  anchor: string;
}

/** The attribute that marks a table's entries in the served HTML. */
export const SEARCH_ENTRIES_ATTRIBUTE = 'data-search-entries';

/**
 * JSON safe inside `<script>`: `<` is escaped, so no text in it can close the element.
 */
export function serializeSearchEntries(entries: readonly SearchEntry[]): string {
  return JSON.stringify(entries).replace(/</g, '\\u003c');
}

/** The entries of one script element's text; anything else is an error naming what was found. */
export function parseSearchEntries(json: string): SearchEntry[] {
  const value: unknown = JSON.parse(json);
  if (
    !Array.isArray(value) ||
    !value.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as SearchEntry).title === 'string' &&
        typeof (entry as SearchEntry).anchor === 'string',
    )
  ) {
    throw new Error(
      `search entries must be a list of {title, anchor} strings, got ${json.slice(0, 80)}`,
    );
  }
  return value as SearchEntry[];
}
