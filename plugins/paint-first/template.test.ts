import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import ssgTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {LOADER_ID} from './loader';
import {paintFirstTemplate} from './template';

async function renderPage(scripts: string[]): Promise<string> {
  const render = await compileSSGTemplate(paintFirstTemplate());
  return render({
    appHtml: '<main>Hello</main>',
    baseUrl: '/docs-site/',
    htmlAttributes: 'lang="en"',
    bodyAttributes: '',
    headTags: '<link rel="preload" href="/font.woff2" as="font">',
    preBodyTags: '',
    postBodyTags: '',
    metaAttributes: ['<title>Page</title>'],
    scripts,
    stylesheets: ['assets/css/styles.css'],
    noIndex: false,
    version: '3.10.2',
  });
}

describe('paintFirstTemplate', () => {
  it('should serve no script tag of its own for the scripts, only the inline loader', async () => {
    const html = await renderPage(['assets/js/runtime~main.js', 'assets/js/main.js']);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html.match(/<script[^>]*>/g)).toEqual([`<script id="${LOADER_ID}">`]);
  });

  it('should hand the loader every script, with the base URL, in the order they must run', async () => {
    const html = await renderPage(['assets/js/runtime~main.js', 'assets/js/main.js']);
    expect(html).toContain(
      '(["/docs-site/assets/js/runtime~main.js","/docs-site/assets/js/main.js"])',
    );
  });

  it('should put the loader after the page, and hold the first paint until it is parsed', async () => {
    const html = await renderPage(['assets/js/main.js']);
    const loader = html.indexOf(`<script id="${LOADER_ID}">`);
    expect(loader).toBeGreaterThan(html.indexOf('<div id="__docusaurus"><main>Hello</main></div>'));
    expect(html.slice(loader).match(/<\/script>/g)).toHaveLength(1);
    expect(html.slice(loader)).toMatch(/<\/script>\s*<\/body>\s*<\/html>\s*$/);
    const hold = `<link rel="expect" href="#${LOADER_ID}" blocking="render">`;
    expect(html.indexOf(hold)).toBeGreaterThan(html.indexOf('<meta charset="UTF-8">'));
    expect(html.indexOf(hold)).toBeLessThan(html.indexOf('rel="stylesheet"'));
  });

  it('should escape a "<" in a script URL, so no URL can close the inline script', async () => {
    const html = await renderPage(['assets/js/</script>.js']);
    expect(html).toContain('"/docs-site/assets/js/\\u003c/script>.js"');
  });

  it("should name what it missed when Docusaurus's template has no script loop", () => {
    const changed = ssgTemplate.replace(/<% it\.scripts\.forEach/, '<% it.bundles.forEach');
    expect(() => paintFirstTemplate(changed)).toThrow(
      "paint-first: Docusaurus's SSG template no longer has the it.scripts loop of <script defer> tags; update plugins/paint-first/template.ts.",
    );
  });

  it("should name what it missed when Docusaurus's template has no body end tag", () => {
    const changed = ssgTemplate.replace('</body>', '');
    expect(() => paintFirstTemplate(changed)).toThrow(
      `paint-first: Docusaurus's SSG template no longer has "</body>"; update plugins/paint-first/template.ts.`,
    );
  });

  it("should name what it missed when Docusaurus's template has no charset meta", () => {
    const changed = ssgTemplate.replace('<meta charset="UTF-8">', '<meta charset="utf-8">');
    expect(() => paintFirstTemplate(changed)).toThrow(
      `paint-first: Docusaurus's SSG template no longer has "<meta charset="UTF-8">"; update plugins/paint-first/template.ts.`,
    );
  });
});
