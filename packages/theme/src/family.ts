// One colour family (the accent, or a status colour) for one scheme, derived from the colour a
// reader picked: the fill is their colour (lifted in dark so it reads on a dark page); hover and
// pressed step away from the page; the subtle tint sits near the page; the text shade is searched
// until it reads at 4.5:1 on the page and on the tint, hovered or not; the label on the fill is white or near-black,
// whichever reads better on all three fills. Fills and rings are not forced to pass: the contrast
// check reports them, with a fix, so a reader sees what their brand colour costs.
import {mixOklab, toHex} from './color';
import {contrastRatio} from './contrast';
import type {Oklch, Scheme} from './types';

export const WHITE = '#ffffff';
export const NEAR_BLACK = '#09090b';

export interface FamilyColours {
  fill: string;
  hover: string;
  pressed: string;
  subtle: string;
  text: string;
  onFill: string;
}

const clamp = (l: number) => Math.min(0.99, Math.max(0.01, l));

/** The first lightness from `start`, stepping by `step`, whose colour reads on every background. */
export function readableLightness(
  colour: Oklch,
  backgrounds: string[],
  minimum: number,
  start: number,
  step: number,
): number {
  for (let l = start; l >= 0 && l <= 1; l += step) {
    const hex = toHex({...colour, l});
    if (backgrounds.every((bg) => contrastRatio(hex, bg) >= minimum)) return l;
  }
  return step < 0 ? 0 : 1;
}

function bestLabel(fills: string[]): string {
  const worst = (label: string) => Math.min(...fills.map((fill) => contrastRatio(label, fill)));
  return worst(WHITE) >= worst(NEAR_BLACK) ? WHITE : NEAR_BLACK;
}

/** `page` is the scheme's background the family's text and fills sit on. */
export function deriveFamily(colour: Oklch, scheme: Scheme, page: string): FamilyColours {
  const light = scheme === 'light';
  const l = light ? colour.l : Math.max(colour.l, 0.7);
  const direction = light ? -1 : 1;
  const fill = toHex({...colour, l});
  const hover = toHex({...colour, l: clamp(l + direction * 0.07)});
  const pressed = toHex({...colour, l: clamp(l + direction * 0.13)});
  const subtle = light
    ? toHex({...colour, l: 0.97, c: Math.min(colour.c * 0.1, 0.02)})
    : toHex({...colour, l: 0.25, c: Math.min(colour.c * 0.35, 0.06)});
  const textStart = light ? Math.min(l, 0.55) : Math.max(l, 0.78);
  // Hovered tinted controls (toggles, tags) mix a little of the fill into the tint under the text.
  const hoveredSubtle = mixOklab(subtle, fill, 0.12);
  const text = toHex({
    ...colour,
    l: readableLightness(colour, [page, subtle, hoveredSubtle], 4.5, textStart, direction * 0.01),
  });
  return {fill, hover, pressed, subtle, text, onFill: bestLabel([fill, hover, pressed])};
}
