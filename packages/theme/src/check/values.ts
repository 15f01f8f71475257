// Reading colours out of cascaded declarations: local custom properties substituted, the colour
// picked out of shorthands (`border: 1px solid var(--x)`), and "nothing painted" told apart.
import {splitTopLevel} from './parseCss';
import type {Declarations} from './cascade';
import {nextVarCall} from './varCall';

const MAX_DEPTH = 8;

/**
 * Replaces the component's own custom properties (`--ui-button-bg`) with what they hold, leaving
 * the theme's `var(--tessera-…)` for the theme to answer. Undefined when a local property is
 * neither set nor given a fallback.
 */
export function substituteLocals(
  value: string,
  locals: Record<string, string>,
  depth = 0,
): string | undefined {
  if (depth > MAX_DEPTH) return undefined;
  let result = '';
  let index = 0;
  for (let call = nextVarCall(value); call; call = nextVarCall(value, index)) {
    const {name: property, fallback} = call;
    result += value.slice(index, call.start);
    if (property.startsWith('--tessera-')) {
      const inner =
        fallback === undefined ? undefined : substituteLocals(fallback, locals, depth + 1);
      result += inner === undefined ? `var(${property})` : `var(${property}, ${inner})`;
    } else {
      const replacement = locals[property] ?? fallback;
      if (replacement === undefined) return undefined;
      const inner = substituteLocals(replacement, locals, depth + 1);
      if (inner === undefined) return undefined;
      result += inner;
    }
    index = call.end + 1;
  }
  return result + value.slice(index);
}

const NON_COLOUR_TOKEN = /--tessera-(space|radius|font|line-height|duration|easing|control|shadow)/;
const COLOUR_START =
  /^(var\(|#|rgba?\(|hsla?\(|oklch\(|oklab\(|lab\(|lch\(|color-mix\(|color\(|light-dark\()/i;
const NAMED = new Set(['transparent', 'currentcolor', 'white', 'black']);

/** The colour in a value (`1px solid var(--a)` → `var(--a)`); `none` when it paints nothing. */
export function colourIn(value: string): string | undefined {
  const tokens = splitTopLevel(value.trim(), ' ').filter(Boolean);
  if (tokens.length === 1 && /^(none|0|hidden)$/i.test(tokens[0]!)) return 'none';
  if (tokens.some((token) => /^(none|hidden)$/i.test(token)) && tokens.length <= 2) return 'none';
  for (const token of tokens) {
    if (/gradient\(|url\(/i.test(token)) return undefined;
    if (NAMED.has(token.toLowerCase())) return token.toLowerCase();
    if (COLOUR_START.test(token) && !NON_COLOUR_TOKEN.test(token)) return token;
  }
  return undefined;
}

/** Whether a colour expression paints nothing. */
export const isClear = (colour: string | undefined) =>
  colour === undefined || colour === 'none' || colour === 'transparent';

/** The value of whichever of `properties` the cascade set last, locals substituted. */
export function last(
  declarations: Declarations,
  properties: string[],
  locals: Record<string, string>,
): {property: string; value: string} | undefined {
  let winner: {property: string; value: string; seq: number} | undefined;
  for (const property of properties) {
    const found = declarations.get(property);
    if (found && (!winner || found.seq > winner.seq)) winner = {property, ...found};
  }
  if (!winner) return undefined;
  const value = substituteLocals(winner.value, locals);
  return value === undefined ? undefined : {property: winner.property, value};
}

export function background(declarations: Declarations, locals: Record<string, string>) {
  const found = last(declarations, ['background', 'background-color'], locals);
  return found && colourIn(found.value);
}

const BORDERS = [
  'border',
  'border-color',
  'border-top',
  'border-bottom',
  'border-left',
  'border-right',
  'border-block',
  'border-inline',
  'border-block-start',
  'border-block-end',
  'border-inline-start',
  'border-inline-end',
];

/** The border's colour; a shorthand without a colour paints `currentColor`. */
export function border(declarations: Declarations, locals: Record<string, string>) {
  const found = last(
    declarations,
    [...BORDERS, ...BORDERS.slice(2).map((side) => `${side}-color`)],
    locals,
  );
  if (!found) return undefined;
  const colour = colourIn(found.value);
  return colour ?? (found.property.endsWith('-color') ? undefined : 'currentcolor');
}

/** The outline's colour when one is drawn, and whether it sits inside the element. */
export function outline(declarations: Declarations, locals: Record<string, string>) {
  const shorthand = last(declarations, ['outline', 'outline-color', 'outline-style'], locals);
  if (!shorthand || /^(none|0)$/i.test(shorthand.value.trim())) return undefined;
  const colour = colourIn(last(declarations, ['outline', 'outline-color'], locals)?.value ?? '');
  if (isClear(colour)) return undefined;
  const offset = last(declarations, ['outline-offset'], locals)?.value ?? '0';
  return {colour: colour!, inset: offset.trim().startsWith('-')};
}

/**
 * The rings a box-shadow draws (no offset, no blur, a spread): the outermost outer one, which is
 * what meets the surface, and the innermost inset one. Other shadows are depth, not edges.
 */
export function rings(declarations: Declarations, locals: Record<string, string>) {
  const found = last(declarations, ['box-shadow'], locals);
  let outer: {colour: string; spread: number} | undefined;
  let inner: {colour: string; spread: number} | undefined;
  for (const shadow of splitTopLevel(found?.value ?? '', ',')) {
    const tokens = splitTopLevel(shadow.trim(), ' ').filter(Boolean);
    const inset = tokens.includes('inset');
    const lengths = tokens.filter((token) => /^-?[\d.]+(px|rem|em)?$/.test(token)).map(parseFloat);
    const colour = colourIn(tokens.filter((token) => token !== 'inset').join(' '));
    if (lengths.length !== 4 || lengths.slice(0, 3).some((n) => n !== 0) || isClear(colour))
      continue;
    const ring = {colour: colour!, spread: lengths[3]!};
    if (inset && (!inner || ring.spread < inner.spread)) inner = ring;
    if (!inset && (!outer || ring.spread > outer.spread)) outer = ring;
  }
  return {outer: outer?.colour, inner: inner?.colour};
}

const SIZE_ORDER = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'];

/** The font size in px: the library's scale by name (its xl is 20px), or a literal rem/px. */
export function fontSizePx(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const token = /--tessera-font-size-([\w]+)/.exec(value);
  if (token) {
    const rem = [0.75, 0.875, 1, 1.125, 1.25, 1.5, 1.875, 2.25][SIZE_ORDER.indexOf(token[1]!)];
    return rem === undefined ? undefined : rem * 16;
  }
  const literal = /^([\d.]+)(rem|px|em)$/.exec(value.trim());
  if (!literal) return undefined;
  return literal[2] === 'px' ? Number(literal[1]) : Number(literal[1]) * 16;
}

export function fontWeight(value: string | undefined): number {
  if (!value) return 400;
  const token = /--tessera-font-weight-(\w+)/.exec(value);
  const named: Record<string, number> = {
    regular: 400,
    normal: 400,
    medium: 500,
    semibold: 600,
    bold: 700,
  };
  if (token) return named[token[1]!] ?? 400;
  return named[value.trim()] ?? (Number(value) || 400);
}
