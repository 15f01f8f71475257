// The one-click fix for a failing pair: the nearest OKLCH lightness of one theme alias that makes
// it pass, hue and chroma kept (chroma lowered only as far as sRGB requires).
import {hexToOklch, toHex} from '../color';
import {checkPair} from './checkTheme';
import {resolveColour} from './resolve';
import type {ContrastFix, ContrastPair, Scheme, SchemeVars} from './types';

const STEP = 0.001;

/**
 * The theme alias an expression is rooted in: its first `--tessera-*` variable, which in the
 * library's `color-mix()`es is the base colour the other is mixed into.
 */
export function rootAlias(expr: string): string | undefined {
  return /var\(\s*(--tessera-[\w-]+)/.exec(expr)?.[1];
}

function solve(
  pair: ContrastPair,
  scheme: Scheme,
  vars: Record<string, string>,
  alias: string,
): ContrastFix | undefined {
  const current = resolveColour(`var(${alias})`, vars);
  if (!current) return undefined;
  const colour = hexToOklch(current);
  const tried = new Set<string>();
  for (let delta = STEP; delta <= 1 + STEP; delta += STEP) {
    const passing = [colour.l + delta, colour.l - delta]
      .filter((l) => l >= 0 && l <= 1)
      .map((l) => toHex({...colour, l}))
      .filter((value) => !tried.has(value) && (tried.add(value), true))
      .map((value) => ({value, result: checkPair(pair, scheme, {...vars, [alias]: value})}))
      .filter(({result}) => result.pass)
      .sort((a, b) => b.result.ratio - a.result.ratio);
    if (passing[0]) return {alias, value: passing[0].value, ratio: passing[0].result.ratio};
  }
  return undefined;
}

/**
 * The smallest lightness change that makes `pair` pass in `scheme`: of the foreground's alias, or
 * of the background's when the foreground is fixed (a literal colour) or cannot get there.
 * Undefined when the pair passes already or nothing passes.
 */
export function nearestPassingFix(
  pair: ContrastPair,
  scheme: Scheme,
  vars: SchemeVars,
): ContrastFix | undefined {
  const schemeVars = vars[scheme];
  if (checkPair(pair, scheme, schemeVars).pass) return undefined;
  for (const alias of [rootAlias(pair.fg), rootAlias(pair.bg)]) {
    const fix = alias && solve(pair, scheme, schemeVars, alias);
    if (fix) return fix;
  }
  return undefined;
}
