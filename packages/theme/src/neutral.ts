// The neutral scale, tinted: the library's gray steps at their OKLCH lightness, given the reader's
// hue and chroma. The tint fades towards white and black, where it would read as a colour cast.
import {toHex} from './color';
import type {Scheme} from './types';

type NeutralAlias =
  | 'bg'
  | 'surface'
  | 'surface-raised'
  | 'surface-muted'
  | 'fg'
  | 'fg-muted'
  | 'border'
  | 'border-strong';

/** Lightness of each neutral alias per scheme: the library's gray steps (zinc). */
const LIGHTNESS: Record<Scheme, Record<NeutralAlias, number>> = {
  light: {
    bg: 1,
    surface: 1,
    'surface-raised': 1,
    'surface-muted': 0.967,
    fg: 0.141,
    'fg-muted': 0.442,
    border: 0.92,
    'border-strong': 0.552,
  },
  dark: {
    bg: 0.141,
    surface: 0.21,
    'surface-raised': 0.274,
    'surface-muted': 0.274,
    fg: 0.985,
    'fg-muted': 0.705,
    border: 0.274,
    'border-strong': 0.552,
  },
};

export function deriveNeutral(
  {hue, chroma}: {hue: number; chroma: number},
  scheme: Scheme,
): Record<NeutralAlias, string> {
  const entries = Object.entries(LIGHTNESS[scheme]).map(([alias, l]) => {
    const fade = 1 - Math.abs(2 * l - 1) ** 3;
    return [alias, toHex({l, c: chroma * fade, h: hue})];
  });
  return Object.fromEntries(entries) as Record<NeutralAlias, string>;
}
