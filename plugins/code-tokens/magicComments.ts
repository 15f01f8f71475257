// The magic-comment step of @docusaurus/theme-common 3.10's `parseLines`, ported for Node: the
// original sits in a client file with JSX and bundler-only imports, so the build cannot call it.
// Only the stripping is ported (which lines to highlight stays CodeBlock's job): build-time
// tokens must spell the code after this step, or CodeBlock falls back to plain text (tokensFor).
// magicComments.test.ts checks the port against the original.
// Original: Copyright (c) Facebook, Inc. and its affiliates. MIT licence.

export interface MagicCommentConfig {
  className: string;
  line?: string;
  block?: {start: string; end: string};
}

/** themeConfig.prism.magicComments' default, which this site keeps. */
export const DEFAULT_MAGIC_COMMENTS: MagicCommentConfig[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
];

const commentPatterns: Record<string, {start: string; end: string}> = {
  js: {start: '\\/\\/', end: ''},
  jsBlock: {start: '\\/\\*', end: '\\*\\/'},
  jsx: {start: '\\{\\s*\\/\\*', end: '\\*\\/\\s*\\}'},
  bash: {start: '#', end: ''},
  html: {start: '<!--', end: '-->'},
  lua: {start: '--', end: ''},
  wasm: {start: '\\;\\;', end: ''},
  tex: {start: '%', end: ''},
  vb: {start: "['‘’]", end: ''},
  vbnet: {start: "(?:_\\s*)?['‘’]", end: ''},
  rem: {start: '[Rr][Ee][Mm]\\b', end: ''},
  f90: {start: '!', end: ''},
  ml: {start: '\\(\\*', end: '\\*\\)'},
  cobol: {start: '\\*>', end: ''},
};

const POPULAR = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

const COMMENT_STYLES: Record<string, string[]> = {
  js: ['js', 'jsBlock'],
  javascript: ['js', 'jsBlock'],
  ts: ['js', 'jsBlock'],
  typescript: ['js', 'jsBlock'],
  jsx: ['js', 'jsBlock', 'jsx'],
  tsx: ['js', 'jsBlock', 'jsx'],
  html: ['js', 'jsBlock', 'html'],
  python: ['bash'],
  py: ['bash'],
  bash: ['bash'],
  markdown: ['html', 'jsx', 'bash'],
  md: ['html', 'jsx', 'bash'],
  tex: ['tex'],
  latex: ['tex'],
  matlab: ['tex'],
  lua: ['lua'],
  haskell: ['lua'],
  sql: ['lua', 'jsBlock'],
  wasm: ['wasm'],
  vb: ['vb', 'rem'],
  vba: ['vb', 'rem'],
  'visual-basic': ['vb', 'rem'],
  vbnet: ['vbnet', 'rem'],
  batch: ['rem'],
  basic: ['rem', 'f90'],
  fsharp: ['js', 'ml'],
  ocaml: ['ml'],
  sml: ['ml'],
  fortran: ['f90'],
  cobol: ['cobol'],
};

function directiveRegex(language: string, magicComments: MagicCommentConfig[]): RegExp {
  const directives = magicComments
    .flatMap((d) => [d.line, d.block?.start, d.block?.end])
    .filter(Boolean)
    .join('|');
  const pattern = (COMMENT_STYLES[language] ?? POPULAR)
    .map((style) => {
      const {start, end} = commentPatterns[style]!;
      return `(?:${start}\\s*(${directives})\\s*${end})`;
    })
    .join('|');
  return new RegExp(`^\\s*(?:${pattern})\\s*$`);
}

/**
 * The code CodeBlock highlights: without the last line break and without magic-comment lines. A
 * `{1,3-4}` range in the metastring wins and leaves the lines as they are.
 */
export function stripMagicComments(
  code: string,
  {
    metastring,
    language,
    magicComments,
  }: {metastring?: string | null; language?: string; magicComments: MagicCommentConfig[]},
): string {
  const content = code.replace(/\r?\n$/, '');
  if (language === undefined || (metastring && /\{[\d,-]+\}/.test(metastring))) return content;
  const regex = directiveRegex(language, magicComments);
  return content
    .split(/\r?\n/)
    .filter((line) => !regex.test(line))
    .join('\n');
}
