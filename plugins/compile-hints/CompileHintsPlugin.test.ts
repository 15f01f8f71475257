import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack, type Configuration, type Stats} from '@rspack/core';
import {COMPILE_HINT, CompileHintsPlugin} from './CompileHintsPlugin';

// A real production build of a two-chunk app: an entry that imports a page on demand.
function build(dir: string, withHints: boolean): Promise<Record<string, string>> {
  const out = path.join(dir, withHints ? 'with' : 'without');
  const config: Configuration = {
    mode: 'production',
    context: dir,
    entry: {main: './main.js'},
    output: {
      path: out,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
    },
    plugins: withHints ? [new CompileHintsPlugin()] : [],
  };
  return new Promise((resolve, reject) => {
    rspack(config, (error: Error | null, stats?: Stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString()));
      const files = Object.fromEntries(
        fs.readdirSync(out).map((file) => [file, fs.readFileSync(path.join(out, file), 'utf8')]),
      );
      resolve(files);
    });
  });
}

const byName = (files: Record<string, string>, name: string) =>
  Object.entries(files).find(([file]) => file.startsWith(`${name}.`))!;

describe('CompileHintsPlugin', () => {
  let dir: string;
  let withHints: Record<string, string>;
  let without: Record<string, string>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    fs.writeFileSync(
      path.join(dir, 'main.js'),
      [
        '/* a comment the minifier drops */',
        'export function greet(name) { return "Hello, " + name; }',
        'document.title = greet("main");',
        'import(/* webpackChunkName: "page" */ "./page.js").then((page) => page.show());',
      ].join('\n'),
    );
    fs.writeFileSync(
      path.join(dir, 'page.js'),
      'export function show() { document.body.append("page"); }\n',
    );
    [withHints, without] = await Promise.all([build(dir, true), build(dir, false)]);
  });

  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('should start the minified entry script with the compile hint, on a line of its own', () => {
    const [, main] = byName(withHints, 'main');
    expect(main.startsWith(COMPILE_HINT)).toBe(true);
    expect(main.slice(COMPILE_HINT.length)).toBe(byName(without, 'main')[1]);
    expect(main).not.toContain('a comment the minifier drops');
  });

  it('should leave a chunk loaded on demand without the hint', () => {
    const [, page] = byName(withHints, 'page');
    expect(page).not.toContain('allFunctionsCalledOnLoad');
    expect(page).toBe(byName(without, 'page')[1]);
  });

  it('should name the entry script after its bytes with the hint, so a cached copy without it is not reused', () => {
    expect(byName(withHints, 'main')[0]).not.toBe(byName(without, 'main')[0]);
  });
});
