import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {transformSync} from '@swc/core';
import {DEFAULT_MAGIC_COMMENTS, stripMagicComments} from './magicComments';

type ParseLines = (
  code: string,
  params: {metastring?: string; language?: string; magicComments: unknown[]},
) => {code: string};

/** theme-common's own parseLines: its file has JSX and ESM, so compile it here, for the test only. */
function loadOriginalParseLines(): ParseLines {
  const file = path.join(
    path.dirname(require.resolve('@docusaurus/theme-common')),
    'utils/codeBlockUtils.js',
  );
  const {code} = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: {parser: {syntax: 'ecmascript', jsx: true}, transform: {react: {runtime: 'automatic'}}},
    module: {type: 'commonjs'},
  });
  const requireNear = createRequire(file);
  const module = {exports: {} as {parseLines: ParseLines}};
  // Its one relative import (React context helpers) plays no part in parsing lines.
  const shim = (id: string) => (id.startsWith('.') ? {} : requireNear(id));
  new Function('require', 'module', 'exports', code)(shim, module, module.exports);
  return module.exports.parseLines;
}

const parseLines = loadOriginalParseLines();

const cases: {name: string; language: string; code: string; metastring?: string}[] = [
  {
    name: 'line and JSX block directives in tsx',
    language: 'tsx',
    code: 'a\n// highlight-next-line\nb\n{/* highlight-start */}\nc\n{/* highlight-end */}\n',
  },
  {
    name: 'a padded block comment in js',
    language: 'js',
    code: '  /* highlight-next-line */  \nx\n',
  },
  {
    name: 'bash, only # comments',
    language: 'bash',
    code: '# highlight-next-line\nnpm i\n// highlight-next-line\n',
  },
  {
    name: 'HTML comments',
    language: 'html',
    code: '<!-- highlight-start -->\n<p>\n<!-- highlight-end -->',
  },
  {
    name: 'css, the popular styles',
    language: 'css',
    code: '/* highlight-next-line */\na {}\n# highlight-next-line\n',
  },
  {name: 'python', language: 'python', code: '# highlight-next-line\nx = 1\n'},
  {name: 'lua', language: 'lua', code: '-- highlight-next-line\nx\n'},
  {
    name: 'text and a trailing blank line',
    language: 'text',
    code: '// highlight-next-line\nkept\n\n',
  },
  {
    name: 'a metastring range',
    language: 'js',
    code: '// highlight-next-line\nx\n',
    metastring: '{1}',
  },
  {
    name: 'CRLF with a title',
    language: 'js',
    code: '// highlight-next-line\r\nx\r\n',
    metastring: 'title="x.js"',
  },
];

describe('stripMagicComments', () => {
  it.each(cases)(
    'should strip magic comments like theme-common parseLines given $name',
    ({language, code, metastring}) => {
      expect(
        stripMagicComments(code, {language, metastring, magicComments: DEFAULT_MAGIC_COMMENTS}),
      ).toBe(parseLines(code, {language, metastring, magicComments: DEFAULT_MAGIC_COMMENTS}).code);
    },
  );

  it('should drop the last line break and the directive lines', () => {
    expect(
      stripMagicComments('a\n// highlight-next-line\nb\n', {
        language: 'js',
        magicComments: DEFAULT_MAGIC_COMMENTS,
      }),
    ).toBe('a\nb');
  });
});
