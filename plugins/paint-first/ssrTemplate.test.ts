import vm from 'node:vm';
import * as eta from 'eta';
import {ssrTemplate} from './ssrTemplate';

/** Renders the template as Docusaurus's static build does (ssg/ssgTemplate.js). */
function render(scripts: string[]): string {
  const compiled = eta.compile(ssrTemplate.trim(), {rmWhitespace: true});
  return compiled(
    {
      appHtml: '<main>Hello</main>',
      baseUrl: '/base/',
      htmlAttributes: 'lang="en"',
      bodyAttributes: '',
      headTags: '<title>T</title>',
      preBodyTags: '',
      postBodyTags: '',
      metaAttributes: [],
      scripts,
      stylesheets: ['assets/css/styles.css'],
      version: '3',
    },
    eta.defaultConfig,
  );
}

/** Runs the page's inline script against a document that records what it is asked to do. */
function run(html: string, visibility: 'visible' | 'hidden') {
  const inline = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
  const added: Array<{src: string; async: boolean}> = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const document = {
    visibilityState: visibility,
    createElement: () => ({src: '', async: true}),
    head: {appendChild: (element: {src: string; async: boolean}) => added.push(element)},
  };
  vm.runInNewContext(inline, {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  return {added, frames, timers};
}

describe('ssrTemplate', () => {
  const html = render(['assets/js/runtime~main.js', 'assets/js/main.js']);

  it('should fetch the scripts from the head but run none of them before the first paint', () => {
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" href="/base/assets/js/runtime~main.js" as="script" />',
    );
    expect(head).toContain('<link rel="preload" href="/base/assets/js/main.js" as="script" />');
    expect(html).toContain('<link rel="stylesheet" href="/base/assets/css/styles.css" />');
    expect(html).toContain('<div id="__docusaurus"><main>Hello</main></div>');
  });

  it("should run the page's scripts in order after the next painted frame", () => {
    const {added, frames, timers} = run(html, 'visible');
    expect(added).toEqual([]);
    frames.shift()!();
    expect(added).toEqual([]);
    timers.shift()!();
    expect(added).toEqual([
      {src: '/base/assets/js/runtime~main.js', async: false},
      {src: '/base/assets/js/main.js', async: false},
    ]);
  });

  it('should run them at once in a tab that is not shown, which paints no frame', () => {
    const {added, frames} = run(html, 'hidden');
    expect(frames).toEqual([]);
    expect(added.map((script) => script.src)).toEqual([
      '/base/assets/js/runtime~main.js',
      '/base/assets/js/main.js',
    ]);
  });
});
