/** One slot of a pagination bar: a page number, or an ellipsis standing for two or more pages. */
export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

export interface PaginationRange {
  /** The current page, 1-based; clamped to `1`–`total`. */
  page: number;
  /** How many pages there are; 0 or less gives no items. */
  total: number;
  /** Pages shown on each side of the current one. @default 1 */
  siblingCount?: number;
  /** Pages always shown at the start and at the end. @default 1 */
  boundaryCount?: number;
}

const range = (from: number, to: number) =>
  Array.from({length: Math.max(0, to - from + 1)}, (_, index) => from + index);

const count = (value: number) => Math.max(0, Math.floor(value));

/**
 * The page numbers and ellipses a pagination bar shows, in order: the first and last
 * `boundaryCount` pages, the current page with `siblingCount` pages either side, and an ellipsis
 * for each gap. An ellipsis never stands for a single page (that page is shown instead), and once
 * there are enough pages the bar always has `2 × boundaryCount + 2 × siblingCount + 3` items, so it
 * keeps its width as the reader pages through.
 *
 * `getPaginationItems({page: 5, total: 10})` → `[1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]`
 */
export function getPaginationItems({
  page,
  total,
  siblingCount = 1,
  boundaryCount = 1,
}: PaginationRange): PaginationItem[] {
  const last = count(total);
  if (last === 0) return [];
  const siblings = count(siblingCount);
  const boundary = count(boundaryCount);
  const current = Math.min(Math.max(Math.round(page) || 1, 1), last);

  // Every page fits in the fixed width (boundaries, siblings, current and two ellipsis slots).
  if (last <= 2 * boundary + 2 * siblings + 3) return range(1, last);

  const startPages = range(1, boundary);
  const endPages = range(last - boundary + 1, last);
  // The window of siblings slides but never touches the boundaries: one slot on each side stays
  // for an ellipsis or the single page it would hide.
  const windowStart = Math.max(
    Math.min(current - siblings, last - boundary - 2 * siblings - 1),
    boundary + 2,
  );
  const windowEnd = Math.min(
    Math.max(current + siblings, boundary + 2 * siblings + 2),
    last - boundary - 1,
  );

  return [
    ...startPages,
    windowStart > boundary + 2 ? 'start-ellipsis' : boundary + 1,
    ...range(windowStart, windowEnd),
    windowEnd < last - boundary - 1 ? 'end-ellipsis' : last - boundary,
    ...endPages,
  ];
}
