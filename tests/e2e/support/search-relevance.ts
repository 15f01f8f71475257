/**
 * How well a list of results answers a reader: where the expected page first appears among the
 * pages listed (a page's sections, grouped under it, are one place), and which results repeat.
 */

/** The pages results lead to, each once, in the order they are first listed. */
export function pagesInOrder(hrefs: readonly string[]): string[] {
  const pages: string[] = [];
  for (const href of hrefs) {
    const page = new URL(href, 'http://docs.invalid').pathname.replace(/\/$/, '');
    if (!pages.includes(page)) pages.push(page);
  }
  return pages;
}

/** The 1-based place of `page` among the pages listed, or undefined when it is not listed. */
export function placeOf(page: string, hrefs: readonly string[]): number | undefined {
  const place = pagesInOrder(hrefs).indexOf(page);
  return place === -1 ? undefined : place + 1;
}

/** Results listed more than once: the same address, or the same text. */
export function repeatsIn(results: ReadonlyArray<{href: string; text: string}>): string[] {
  const seen = new Set<string>();
  const repeats: string[] = [];
  for (const {href, text} of results) {
    for (const key of [`href ${href}`, `text ${text}`]) {
      if (seen.has(key)) repeats.push(key);
      seen.add(key);
    }
  }
  return repeats;
}

export interface RelevanceSummary {
  readonly queries: number;
  readonly top1: number;
  readonly top3: number;
  readonly meanReciprocalRank: number;
}

/** Share of queries answered first and in the first three, and the mean reciprocal rank. */
export function summarize(places: ReadonlyArray<number | undefined>): RelevanceSummary {
  const share = (keep: (place: number) => boolean) =>
    places.filter((place) => place !== undefined && keep(place)).length / places.length;
  return {
    queries: places.length,
    top1: share((place) => place === 1),
    top3: share((place) => place <= 3),
    meanReciprocalRank:
      places.reduce<number>((sum, place) => sum + (place ? 1 / place : 0), 0) / places.length,
  };
}

export const formatSummary = ({queries, top1, top3, meanReciprocalRank}: RelevanceSummary) =>
  `${queries} queries: top 1 ${(top1 * 100).toFixed(0)}%, top 3 ${(top3 * 100).toFixed(0)}%, MRR ${meanReciprocalRank.toFixed(3)}`;

/** The line the search page shows once it has the results of the query typed. */
export const RESULT_COUNT = /^(\d+ documents? found|No documents were found)$/;
