// Which scripts a page has loaded so far, and which of them hold a given text: how a test tells
// that code meant to load on demand has not been loaded yet.
import type {Page} from '@playwright/test';

/** The URLs of the scripts the page has fetched so far, each once. */
export async function loadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...new Set(
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.endsWith('.js')),
    ),
  ]);
}

export async function loadedScriptsContaining(page: Page, text: string): Promise<string[]> {
  const matches: string[] = [];
  for (const url of await loadedScripts(page)) {
    const response = await page.request.get(url);
    if ((await response.text()).includes(text)) matches.push(new URL(url).pathname);
  }
  return matches;
}
