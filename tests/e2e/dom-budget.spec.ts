// Every page the build serves stays within a DOM budget: Lighthouse flags a document above ~1,400
// elements, and a large document blocks the main thread before any script runs. Counted by
// Chromium's own parser on the built files, so a new page is covered as soon as it is built.
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {staticDir} from './support/sitemap';

/** Elements in a page's served HTML, `<html>` and `<head>` included, as Lighthouse counts them. */
const BUDGET = 1500;

function builtPages(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .sort();
}

test('should serve every built page with at most 1,500 elements', async ({page}) => {
  const dir = staticDir();
  const counts: Array<{page: string; elements: number}> = [];
  for (const file of builtPages(dir)) {
    const html = readFileSync(path.join(dir, file), 'utf8');
    const elements = await page.evaluate(
      (source) => new DOMParser().parseFromString(source, 'text/html').querySelectorAll('*').length,
      html,
    );
    counts.push({
      page: `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`,
      elements,
    });
  }
  counts.sort((a, b) => b.elements - a.elements);
  const heaviest = counts.slice(0, 5).map(({page, elements}) => `${page} ${elements}`);
  test.info().annotations.push({type: 'heaviest pages', description: heaviest.join(', ')});
  expect(counts.length, 'built pages').toBeGreaterThan(0);
  expect(
    counts
      .filter(({elements}) => elements > BUDGET)
      .map(({page, elements}) => `${page}: ${elements}`),
    `pages over ${BUDGET} elements`,
  ).toEqual([]);
});
