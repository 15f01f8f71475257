// The library's animations move only what a browser's compositor animates on its own. Any other
// property (a background's position, a size, a colour) is restyled and repainted on the main thread
// every frame for as long as it runs: a spinner or a skeleton left on a page keeps a core busy
// while the reader does nothing, and every script of the page waits behind it.
import fs from 'node:fs';
import path from 'node:path';

const COMPOSITED = new Set(['transform', 'opacity']);

/** Every CSS file of the library's source. */
function cssFiles(dir = path.join(__dirname, 'src')): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** Each `@keyframes` rule of `css` by name, with the properties its frames set. */
function keyframeProperties(css: string): Map<string, string[]> {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found = new Map<string, string[]>();
  const start = /@keyframes\s+([\w-]+)\s*\{/g;
  for (let match = start.exec(source); match; match = start.exec(source)) {
    let depth = 1;
    let index = start.lastIndex;
    for (; index < source.length && depth > 0; index++) {
      if (source[index] === '{') depth++;
      else if (source[index] === '}') depth--;
    }
    const body = source.slice(start.lastIndex, index - 1);
    const properties = [...body.matchAll(/([\w-]+)\s*:/g)].map((property) => property[1]!);
    found.set(match[1]!, [...new Set(properties)]);
  }
  return found;
}

describe("the library's animations", () => {
  it('should read the properties each keyframes rule sets', () => {
    const css = `@keyframes a { from { opacity: 0; } to { transform: none; /* x: 1 */ } }
      .b { color: red; }
      @keyframes c { 50% { background-position: 0 0; } }`;
    expect(Object.fromEntries(keyframeProperties(css))).toEqual({
      a: ['opacity', 'transform'],
      c: ['background-position'],
    });
  });

  it.each(cssFiles().map((file) => [path.relative(__dirname, file), file]))(
    'should move only transform and opacity in %s',
    (_, file) => {
      const moving = [...keyframeProperties(fs.readFileSync(file, 'utf8'))]
        .map(([name, properties]) => [name, properties.filter((p) => !COMPOSITED.has(p))] as const)
        .filter(([, others]) => others.length > 0)
        .map(([name, others]) => `@keyframes ${name}: ${others.join(', ')}`);
      expect(moving).toEqual([]);
    },
  );
});
