// Which of the scripts a page has loaded so far hold a given text: how a test tells that code meant
// to load on demand has not been loaded yet.
import type {Page} from '@playwright/test';

export async function loadedScriptsContaining(page: Page, text: string): Promise<string[]> {
  const urls = await page.evaluate(() => [
    ...new Set(
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.endsWith('.js')),
    ),
  ]);
  const matches: string[] = [];
  for (const url of urls) {
    const response = await page.request.get(url);
    if ((await response.text()).includes(text)) matches.push(new URL(url).pathname);
  }
  return matches;
}
