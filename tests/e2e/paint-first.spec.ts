// Every kind of page paints its server HTML before the client's scripts start: the page's first
// frame never waits for the main bundle to download and run (which made the LCP of a page depend
// on whether that bundle arrived with the style sheet). One page of each kind the sitemap lists.
import {expect, expectHydrated, test} from './support/fixtures';
import {readSitemapPaths} from './support/sitemap';

/** What kind of page `path` is: each kind has its own layout and scripts. */
function kindOf(path: string): string {
  if (path === '/') return 'the home page';
  if (path.startsWith('/docs/components/')) return 'a component page';
  if (/^\/docs\/\d[^/]*\//.test(path)) return 'a page of an earlier version';
  if (path.startsWith('/docs/')) return 'a doc page';
  if (path.startsWith('/showcase/')) return 'a showcase';
  if (path.startsWith('/playground/')) return 'a playground page';
  return `the ${path} page`;
}

const firstOfEachKind = new Map<string, string>();
for (const path of readSitemapPaths()) {
  if (!firstOfEachKind.has(kindOf(path))) firstOfEachKind.set(kindOf(path), path);
}

const ENTRY_SCRIPTS = /\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/;

for (const [kind, path] of firstOfEachKind) {
  test(`should paint ${kind} (${path}) before its scripts start, then run them in order`, async ({
    page,
  }) => {
    await page.goto(path);
    await expectHydrated(page);
    const {paint, scripts} = await page.evaluate((pattern) => {
      const entry = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        paint: entry?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((script) => new RegExp(pattern).test(new URL(script.name).pathname))
          .map((script) => ({name: new URL(script.name).pathname, start: script.startTime})),
      };
    }, ENTRY_SCRIPTS.source);
    expect(paint, 'first contentful paint').not.toBeNull();
    expect(scripts.map(({name}) => name.split('.')[0])).toEqual([
      '/assets/js/runtime~main',
      '/assets/js/main',
    ]);
    for (const script of scripts) {
      expect(script.start, `${script.name} requested after the first paint`).toBeGreaterThanOrEqual(
        paint!,
      );
    }
  });
}
