// Each pair measured in each scheme of a theme.
import {contrastRatio} from '../contrast';
import {resolveColour} from './resolve';
import type {CheckResult, ContrastPair, Scheme, SchemeVars} from './types';

const SCHEMES: Scheme[] = ['light', 'dark'];

export function checkPair(
  pair: ContrastPair,
  scheme: Scheme,
  vars: Record<string, string>,
): CheckResult {
  const fg = resolveColour(pair.fg, vars);
  const bg = resolveColour(pair.bg, vars);
  const ratio = fg && bg ? contrastRatio(fg, bg) : 0;
  // An unresolvable colour fails rather than passes silently: the theme lost a variable.
  return {
    pair,
    scheme,
    fg,
    bg,
    ratio,
    pass: fg !== undefined && bg !== undefined && ratio >= pair.minimum,
  };
}

/** Every pair in light and dark; `vars` are the full `--tessera-*` maps of each scheme. */
export function checkTheme(pairs: ContrastPair[], vars: SchemeVars): CheckResult[] {
  return SCHEMES.flatMap((scheme) => pairs.map((pair) => checkPair(pair, scheme, vars[scheme])));
}
