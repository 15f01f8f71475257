// Search relevance as a reader meets it: each reader query typed into the search page of its docs
// version must list the page that answers it among the first three pages, with nothing listed twice
// in the first ten results. The run prints the share answered first and in the first three and the
// mean reciprocal rank, so a change that helps one query and hurts three shows.
import type {Page} from '@playwright/test';
import {readerQueries} from './support/search-queries';
import {
  RESULT_COUNT,
  formatSummary,
  placeOf,
  repeatsIn,
  summarize,
} from './support/search-relevance';
import {test, expect, gotoHydrated} from './support/fixtures';

const versions = [...new Set(readerQueries.map(({version}) => version))];

/** The results the search page lists for `query`, in order. */
async function resultsFor(page: Page, query: string) {
  const input = page.getByRole('main').getByRole('searchbox', {name: 'Search'});
  await input.fill('');
  const count = page.getByRole('main').getByText(RESULT_COUNT);
  await expect(count).toHaveCount(0);
  await input.fill(query);
  await expect(count).toBeVisible({timeout: 20_000});
  return page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((articles) =>
      articles.map((article) => ({
        href: article.querySelector('h2 a')?.getAttribute('href') ?? '',
        text: (article as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
      })),
    );
}

test('should list the page each reader query means among its first three, once', async ({page}) => {
  test.setTimeout(60_000 + readerQueries.length * 10_000);
  const places: Array<number | undefined> = [];
  for (const version of versions) {
    await gotoHydrated(page, version ? `/search?version=docs%2F${version}%2F` : '/search');
    for (const {query, page: expected} of readerQueries.filter((q) => q.version === version)) {
      await test.step(`"${query}" (${version ?? 'latest'}) → ${expected}`, async () => {
        const results = await resultsFor(page, query);
        const hrefs = results.map(({href}) => href);
        const place = placeOf(expected, hrefs);
        places.push(place);
        const listed = hrefs.slice(0, 5).join(', ');
        expect
          .soft(
            place ?? Infinity,
            `"${query}" should list ${expected} in its first three; it lists ${listed}`,
          )
          .toBeLessThanOrEqual(3);
        expect.soft(repeatsIn(results.slice(0, 10)), `"${query}" lists a result twice`).toEqual([]);
      });
    }
  }
  console.log(`Search relevance, ${formatSummary(summarize(places))}`);
});
