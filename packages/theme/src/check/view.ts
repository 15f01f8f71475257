// One element in one combination of states: its cascaded declarations, its named ancestors', the
// local custom properties in scope, and the colours it paints.
import {cascade, type Declarations, type SheetRule} from './cascade';
import {splitTopLevel} from './parseCss';
import {background, border, colourIn, isClear, last, rings} from './values';

export interface View {
  states: string[];
  own: Declarations;
  /** Named ancestors' declarations, innermost first. */
  ancestors: Declarations[];
  /** Component custom properties in scope: ancestors' first, then the element's own. */
  locals: Record<string, string>;
}

/** The page, at both ends of the surfaces a component is placed on (see extract.ts). */
export const PAGE_SURFACES = ['var(--tessera-bg)', 'var(--tessera-surface-raised)'];

export function view(own: SheetRule[], chain: SheetRule[][], states: string[]): View {
  const outerFirst = chain.map((rules) => cascade(rules, states));
  const mine = cascade(own, states);
  const locals: Record<string, string> = {};
  for (const level of [...outerFirst, mine]) {
    for (const [property, {value}] of level) {
      if (property.startsWith('--') && !property.startsWith('--tessera-')) locals[property] = value;
    }
  }
  return {states, own: mine, ancestors: [...outerFirst].reverse(), locals};
}

/** The nearest value of an inherited property: the element's, else its named ancestors'. */
export function inherited(v: View, property: string): string | undefined {
  for (const level of [v.own, ...v.ancestors]) {
    const found = last(level, [property], v.locals);
    if (found) return found.value;
  }
  return undefined;
}

/** What the element sits on: the nearest named ancestor's background, or the page. */
export function behind(v: View): string[] {
  for (const level of v.ancestors) {
    const fill = background(level, v.locals);
    if (!isClear(fill) && !/transparent|currentcolor/i.test(fill!)) return [fill!];
  }
  return PAGE_SURFACES;
}

/**
 * A paint over a surface. `color-mix(in oklab, transparent, X p%)` is X at p% alpha, and alpha
 * over a backdrop composites in sRGB, so it becomes `color-mix(in srgb, surface, X p%)`.
 */
export function over(paint: string, surface: string): string {
  const mix = /^color-mix\(\s*in\s+\w+\s*,([\s\S]*)\)$/i.exec(paint.trim());
  if (!mix) return paint;
  const [a, b] = splitTopLevel(mix[1]!, ',').map((part) => part.trim());
  if (a === undefined || b === undefined) return paint;
  if (/^transparent(\s|$)/i.test(a)) return `color-mix(in srgb, ${surface}, ${b})`;
  if (/^transparent(\s|$)/i.test(b)) return `color-mix(in srgb, ${a}, ${surface})`;
  return paint;
}

export interface Paints {
  /** The element's own text colour, when it sets one. */
  colour?: string;
  fill?: string;
  /** What meets the surface: an outer ring-shaped box-shadow, else the border, else an inset ring. */
  edge?: string;
}

export function paints(v: View): Paints {
  const own = colourIn(last(v.own, ['color'], v.locals)?.value ?? '');
  const colour = isClear(own) || own === 'currentcolor' ? undefined : own;
  const current = colour ?? colourIn(inherited(v, 'color') ?? '');
  // currentColor is the inherited text colour; without one in the selector chain, it is unknown.
  const withCurrent = (paint: string | undefined) => {
    if (isClear(paint) || !paint) return undefined;
    if (!/currentcolor/i.test(paint)) return paint;
    return current && current !== 'currentcolor'
      ? paint.replace(/currentcolor/gi, current)
      : undefined;
  };
  const {outer, inner} = rings(v.own, v.locals);
  const edge = outer ?? withCurrent(border(v.own, v.locals)) ?? inner;
  return {colour, fill: withCurrent(background(v.own, v.locals)), edge: withCurrent(edge)};
}
