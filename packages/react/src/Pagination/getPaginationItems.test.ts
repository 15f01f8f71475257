import {getPaginationItems, type PaginationItem} from './getPaginationItems';

const E = 'start-ellipsis';
const F = 'end-ellipsis';

describe('getPaginationItems', () => {
  it.each<[string, Parameters<typeof getPaginationItems>[0], PaginationItem[]]>([
    ['no pages', {page: 1, total: 0}, []],
    ['one page', {page: 1, total: 1}, [1]],
    ['every page when they fit in seven slots', {page: 4, total: 7}, [1, 2, 3, 4, 5, 6, 7]],
    ['an end ellipsis on the first page', {page: 1, total: 10}, [1, 2, 3, 4, 5, F, 10]],
    ['an end ellipsis up to page 4', {page: 4, total: 10}, [1, 2, 3, 4, 5, F, 10]],
    ['both ellipses in the middle', {page: 5, total: 10}, [1, E, 4, 5, 6, F, 10]],
    ['a start ellipsis from page total - 3', {page: 7, total: 10}, [1, E, 6, 7, 8, 9, 10]],
    ['a start ellipsis on the last page', {page: 10, total: 10}, [1, E, 6, 7, 8, 9, 10]],
    ['an end ellipsis on page 2 of 8', {page: 2, total: 8}, [1, 2, 3, 4, 5, F, 8]],
    ['a page where an ellipsis would hide only it', {page: 4, total: 9}, [1, 2, 3, 4, 5, F, 9]],
    ['wide siblings', {page: 10, total: 20, siblingCount: 2}, [1, E, 8, 9, 10, 11, 12, F, 20]],
    ['wide boundaries', {page: 10, total: 20, boundaryCount: 2}, [1, 2, E, 9, 10, 11, F, 19, 20]],
    ['no siblings', {page: 5, total: 10, siblingCount: 0}, [1, E, 5, F, 10]],
    ['no boundaries', {page: 5, total: 10, boundaryCount: 0}, [E, 4, 5, 6, F]],
    ['no boundaries on the first page', {page: 1, total: 10, boundaryCount: 0}, [1, 2, 3, 4, F]],
    ['no boundaries on the last page', {page: 10, total: 10, boundaryCount: 0}, [E, 7, 8, 9, 10]],
    ['a page above total, clamped to the last', {page: 99, total: 10}, [1, E, 6, 7, 8, 9, 10]],
    ['a page below 1, clamped to the first', {page: -3, total: 10}, [1, 2, 3, 4, 5, F, 10]],
    ['a NaN page, read as the first', {page: Number.NaN, total: 10}, [1, 2, 3, 4, 5, F, 10]],
    ['a fractional total, rounded down', {page: 1, total: 3.9}, [1, 2, 3]],
    ['a negative total', {page: 1, total: -5}, []],
    [
      'negative counts, read as 0',
      {page: 5, total: 10, siblingCount: -1, boundaryCount: -1},
      [E, 5, F],
    ],
  ])('should give %s', (_name, input, expected) => {
    expect(getPaginationItems(input)).toEqual(expected);
  });

  // Every combination up to 40 pages: the invariants the component relies on.
  const cases = [0, 1, 2, 3].flatMap((siblingCount) =>
    [0, 1, 2].flatMap((boundaryCount) =>
      Array.from({length: 40}, (_, index) => index + 1).flatMap((total) =>
        Array.from({length: total}, (_, index) => ({
          page: index + 1,
          total,
          siblingCount,
          boundaryCount,
        })),
      ),
    ),
  );

  describe.each([0, 1, 2, 3])('given siblingCount %i', (siblingCount) => {
    const mine = cases.filter((input) => input.siblingCount === siblingCount);

    it('should list pages in ascending order, each once, within 1 to total', () => {
      for (const input of mine) {
        const pages = getPaginationItems(input).filter((item) => typeof item === 'number');
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(pages.every((page) => page >= 1 && page <= input.total)).toBe(true);
      }
    });

    it('should always show the current page, its siblings and the boundaries', () => {
      for (const {page, total, boundaryCount} of mine) {
        const items = getPaginationItems({page, total, siblingCount, boundaryCount});
        const wanted = [
          page,
          ...Array.from({length: siblingCount}, (_, index) => [page - index - 1, page + index + 1]),
          ...Array.from({length: boundaryCount}, (_, index) => [index + 1, total - index]),
        ]
          .flat()
          .filter((value) => value >= 1 && value <= total);
        expect(items).toEqual(expect.arrayContaining(wanted));
      }
    });

    it('should let an ellipsis stand only for two or more pages, between shown pages', () => {
      for (const input of mine) {
        const items = getPaginationItems(input);
        items.forEach((item, index) => {
          if (typeof item === 'number') return;
          const before = items[index - 1];
          const after = items[index + 1];
          const from = typeof before === 'number' ? before + 1 : 1;
          const to = typeof after === 'number' ? after - 1 : input.total;
          expect(to - from + 1).toBeGreaterThanOrEqual(2);
        });
        // Only pages hidden by an ellipsis are missing.
        const pages = items.filter((item) => typeof item === 'number');
        const ellipses = items.length - pages.length;
        expect(ellipses).toBeLessThanOrEqual(2);
        if (ellipses === 0) expect(pages).toHaveLength(input.total);
      }
    });

    it('should keep the same number of items as the page changes', () => {
      for (const input of mine.filter(({page}) => page === 1)) {
        const width = Math.min(input.total, 2 * input.boundaryCount + 2 * siblingCount + 3);
        for (let page = 1; page <= input.total; page++) {
          expect(getPaginationItems({...input, page})).toHaveLength(width);
        }
      }
    });
  });

  it('should use 1 sibling and 1 boundary by default', () => {
    expect(getPaginationItems({page: 50, total: 100})).toEqual([1, E, 49, 50, 51, F, 100]);
  });
});
