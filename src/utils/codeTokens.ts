// Syntax-highlighted code as data: tokenised with Prism at build time (plugins/code-tokens), carried
// to the page as a string prop and rendered without Prism in the browser.
import type {Token} from 'prism-react-renderer';

/**
 * The wire format: `t` lists each distinct type list once, and each line of `l` is a flat
 * `[typeIndex, content, typeIndex, content, …]`, so a page chunk does not repeat
 * `"tag punctuation"` a thousand times.
 */
interface SerializedTokens {
  t: string[];
  l: (number | string)[][];
}

/** Lines of tokens shaped like prism-react-renderer's, so the theme's CodeBlock/Line can render them. */
export type TokenLines = Token[][];

export function serializeCodeTokens(lines: TokenLines): string {
  const types: string[] = [];
  const index = new Map<string, number>();
  const l = lines.map((line) =>
    line.flatMap((token) => {
      const key = token.types.join(' ');
      if (!index.has(key)) {
        index.set(key, types.length);
        types.push(key);
      }
      return [index.get(key)!, token.content];
    }),
  );
  return JSON.stringify({t: types, l} satisfies SerializedTokens);
}

export function parseCodeTokens(text: string): TokenLines {
  const {t, l} = JSON.parse(text) as SerializedTokens;
  const types = t.map((key) => key.split(' '));
  return l.map((flat) => {
    const line: Token[] = [];
    for (let i = 0; i < flat.length; i += 2) {
      line.push({types: types[flat[i] as number]!, content: flat[i + 1] as string});
    }
    // prism-react-renderer marks a blank line with one '\n' token; Line and HighlightedCode read it.
    if (line.length === 1 && line[0]!.content === '\n') line[0]!.empty = true;
    return line;
  });
}

/** What prism-react-renderer produces for code without a grammar: one plain token per line. */
export function plainCodeTokens(code: string): TokenLines {
  return code
    .split(/\r\n|\r|\n/)
    .map((content) => [
      content === '' ? {types: ['plain'], content: '\n', empty: true} : {types: ['plain'], content},
    ]);
}

/** The code the tokens spell, to check they belong to the code being shown. */
export function tokensText(lines: TokenLines): string {
  return lines
    .map((line) => (line[0]?.empty ? '' : line.map((token) => token.content).join('')))
    .join('\n');
}

/** Parsed tokens when they spell `code`, else one plain token per line (never a wrong highlight). */
export function tokensFor(code: string, serialized: string | undefined): TokenLines {
  if (serialized) {
    const lines = parseCodeTokens(serialized);
    if (tokensText(lines) === code) return lines;
  }
  return plainCodeTokens(code);
}

/** A run of code as a page draws it: plain text, or text in a token's look (a span). */
export type CodeSegment = string | {className: string; content: string};

/**
 * The code as text and token spans, without an element per line: plain tokens join the text around
 * them, and lines are joined by their line breaks (one after the last line too, as the editor's
 * markup has), so a `pre` lays it out line by line.
 */
export function codeSegments(lines: TokenLines): CodeSegment[] {
  const segments: CodeSegment[] = [];
  const add = (segment: CodeSegment) => {
    const last = segments.at(-1);
    if (typeof segment === 'string' && typeof last === 'string') {
      segments[segments.length - 1] = last + segment;
    } else if (segment !== '') segments.push(segment);
  };
  lines.forEach((line, index) => {
    // Between lines only: the code's text is its source, with no newline the source did not end in.
    if (index > 0) add('\n');
    for (const token of line) {
      if (token.empty) continue;
      if (token.types.length === 1 && token.types[0] === 'plain') add(token.content);
      else add({className: ['token', ...token.types].join(' '), content: token.content});
    }
  });
  return segments;
}
