// A small CSS rule reader for the library's component sheets: plain rules with selectors and
// declarations, no nesting. Comments are dropped and at-rule blocks skipped whole: the sheets'
// @media blocks are forced-colors (the system's palette, not the theme's) and reduced motion
// (no colour), and @keyframes hold no states.

export interface CssRule {
  /** The selector list split at its top-level commas, each trimmed and on one line. */
  selectors: string[];
  /** Declarations in source order, property names lower-cased; `!important` is dropped. */
  declarations: Array<[property: string, value: string]>;
}

/** Splits at `separator` outside parentheses, brackets and quotes. */
export function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let current = '';
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === separator && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts;
}

function parseDeclarations(body: string): CssRule['declarations'] {
  return splitTopLevel(body, ';').flatMap((text): CssRule['declarations'] => {
    const colon = text.indexOf(':');
    if (colon === -1) return [];
    const property = text.slice(0, colon).trim();
    const value = text
      .slice(colon + 1)
      .replace(/!important\s*$/i, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!property || !value) return [];
    // Custom property names are case-sensitive; standard ones are not.
    return [[property.startsWith('--') ? property : property.toLowerCase(), value]];
  });
}

/** Finds the `}` that closes the block opened at `open`. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    else if (css[index] === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  throw new Error(`Unclosed "{" at offset ${open}.`);
}

/** The style rules of a sheet, in source order. Throws on an unclosed block or a stray `}`. */
export function parseCss(css: string): CssRule[] {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const rules: CssRule[] = [];
  let index = 0;
  while (index < source.length) {
    const open = source.indexOf('{', index);
    const stray = source.indexOf('}', index);
    if (stray !== -1 && (open === -1 || stray < open)) {
      throw new Error(`Unexpected "}" at line ${source.slice(0, stray).split('\n').length}.`);
    }
    if (open === -1) {
      // Only `@import`/`@charset`-style statements may follow the last block.
      if (
        source
          .slice(index)
          .replace(/@[^;]*;/g, '')
          .trim()
      ) {
        throw new Error(`Text after the last rule: "${source.slice(index).trim().slice(0, 40)}".`);
      }
      break;
    }
    const close = closingBrace(source, open);
    const prelude = source
      .slice(index, open)
      .replace(/@[^;{]*;/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!prelude.startsWith('@')) {
      rules.push({
        selectors: splitTopLevel(prelude, ',').map((selector) => selector.trim()),
        declarations: parseDeclarations(source.slice(open + 1, close)),
      });
    }
    index = close + 1;
  }
  return rules;
}
