// Reads custom properties out of the token stylesheet at build time (no CSS engine needed: the
// file is flat declarations in `:root`-like rules, optionally inside `@media`).
import {resolveToken} from './resolveVar';

export interface TokenSets {
  light: Record<string, string>;
  dark: Record<string, string>;
}

export interface ColorToken {
  name: string;
  /** Declared (unresolved) values; `dark` is absent when the dark theme does not override it. */
  light: string;
  dark?: string;
}

const DARK_CONTEXT = /dark/i;

/** Collects `--*` declarations, split by whether their rule (or enclosing @media) targets dark mode. */
export function parseTokenSets(css: string): TokenSets {
  const sets: TokenSets = {light: {}, dark: {}};
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const stack: string[] = [];
  let prelude = '';
  let body = '';
  for (const char of source) {
    if (char === '{') {
      stack.push(prelude.trim());
      prelude = '';
      body = '';
    } else if (char === '}') {
      const context = stack.join(' ');
      collect(body, DARK_CONTEXT.test(context) ? sets.dark : sets.light);
      stack.pop();
      prelude = '';
      body = '';
    } else {
      prelude += char;
      body += char;
    }
  }
  return sets;
}

function collect(body: string, into: Record<string, string>): void {
  for (const declaration of splitDeclarations(body)) {
    const colon = declaration.indexOf(':');
    const name = declaration.slice(0, colon).trim();
    if (colon === -1 || !name.startsWith('--')) continue;
    into[name] = declaration.slice(colon + 1).trim();
  }
}

/** Splits on `;` outside parentheses, so `var(--a, rgb(0 0 0 / 50%))` stays whole. */
function splitDeclarations(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of body) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ';' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

const COLOR_VALUE =
  /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color|color-mix|light-dark)\(.*\)|transparent|currentcolor|white|black)$/i;

export function isColorValue(value: string): boolean {
  return COLOR_VALUE.test(value.trim());
}

/** The colour tokens, in source order: those whose light value resolves to a colour. */
export function colorTokens(sets: TokenSets): ColorToken[] {
  return Object.keys(sets.light)
    .filter((name) => {
      const resolved = resolveToken(name, sets.light);
      return resolved.ok && isColorValue(resolved.value);
    })
    .map((name) => {
      const dark = sets.dark[name];
      return dark === undefined
        ? {name, light: sets.light[name] ?? ''}
        : {name, light: sets.light[name] ?? '', dark};
    });
}
