import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import ssgTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
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
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('should hand the loader every script, with the base URL, in the order they must run', async () => {
    const html = await renderPage(['assets/js/runtime~main.js', 'assets/js/main.js']);
    expect(html).toContain(
      '(["/docs-site/assets/js/runtime~main.js","/docs-site/assets/js/main.js"])',
    );
  });

  it('should put the loader before the style sheet, so it runs without waiting for it', async () => {
    const html = await renderPage(['assets/js/main.js']);
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('<meta charset="UTF-8">'));
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(html).toContain('<div id="__docusaurus"><main>Hello</main></div>');
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

  it("should name what it missed when Docusaurus's template has no charset meta", () => {
    const changed = ssgTemplate.replace('<meta charset="UTF-8">', '<meta charset="utf-8">');
    expect(() => paintFirstTemplate(changed)).toThrow(
      `paint-first: Docusaurus's SSG template no longer has "<meta charset="UTF-8">"; update plugins/paint-first/template.ts.`,
    );
  });
});
