// CSS colour expressions to #rrggbb under a theme's variables: var() with fallbacks, hex, rgb(),
// hsl(), oklch(), white/black, and color-mix() in oklab or srgb, as the library writes them.
// Alpha is dropped, not composited: the library's text and UI colours are opaque, and its only
// translucent colours (the overlay, shadows) are never paired.
import {hexToRgb, oklabToRgb, rgbToHex, rgbToOklab, toRgb} from '../color';
import {parseColour} from '../parseColour';
import {splitTopLevel} from './parseCss';
import {nextVarCall} from './varCall';

type Rgb = [number, number, number];

const MAX_DEPTH = 16;

/** Replaces every var() with its value (or fallback), following chains; undefined if one is missing. */
export function substituteVars(
  expr: string,
  vars: Record<string, string>,
  depth = 0,
): string | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const call = nextVarCall(expr);
  if (!call) return expr;
  if (call.end >= expr.length) return undefined;
  const value = vars[call.name] ?? call.fallback;
  if (value === undefined) return undefined;
  const inner = substituteVars(value, vars, depth + 1);
  if (inner === undefined) return undefined;
  return substituteVars(
    expr.slice(0, call.start) + inner + expr.slice(call.end + 1),
    vars,
    depth + 1,
  );
}

const NAMED: Record<string, Rgb> = {white: [1, 1, 1], black: [0, 0, 0]};

const clamp = (rgb: Rgb) => rgb.map((c) => Math.min(1, Math.max(0, c))) as Rgb;

function mix(body: string): Rgb | undefined {
  const [space, ...colours] = splitTopLevel(body, ',').map((part) => part.trim());
  const method = /^in\s+(oklab|srgb)$/i.exec(space ?? '')?.[1]?.toLowerCase();
  if (!method || colours.length !== 2) return undefined;
  const read = colours.map((text) => {
    const match = /^(.*?)\s+([\d.]+)%$|^([\d.]+)%\s+(.*)$/.exec(text);
    if (!match) return {colour: evaluate(text), percent: undefined as number | undefined};
    return {colour: evaluate(match[1] ?? match[4]!), percent: Number(match[2] ?? match[3]) / 100};
  });
  const [a, b] = read as [(typeof read)[0], (typeof read)[0]];
  if (!a.colour || !b.colour) return undefined;
  // The spec's normalisation: a missing percentage is the rest of 100%; a sum other than 100%
  // scales both (below 100% it would also add transparency, which is dropped here).
  let p1 = a.percent ?? (b.percent === undefined ? 0.5 : 1 - b.percent);
  let p2 = b.percent ?? 1 - p1;
  const sum = p1 + p2;
  if (sum <= 0) return undefined;
  [p1, p2] = [p1 / sum, p2 / sum];
  if (method === 'srgb') return a.colour.map((c, i) => c * p1 + b.colour![i]! * p2) as Rgb;
  const [la, lb] = [rgbToOklab(a.colour), rgbToOklab(b.colour)];
  return clamp(oklabToRgb(la.map((c, i) => c * p1 + lb[i]! * p2) as Rgb));
}

/** A var()-free colour expression to sRGB channels (0–1). */
function evaluate(expr: string): Rgb | undefined {
  const text = expr.trim();
  const lower = text.toLowerCase();
  if (lower in NAMED) return NAMED[lower];
  if (lower === 'transparent' || lower === 'currentcolor' || lower === 'none') return undefined;
  const mixed = /^color-mix\(([\s\S]*)\)$/i.exec(text);
  if (mixed) return mix(mixed[1]!);
  if (/^#([0-9a-f]{4}|[0-9a-f]{8})$/i.test(text)) {
    return evaluate(text.length === 5 ? text.slice(0, 4) : text.slice(0, 7));
  }
  // Hex is read exactly; through OKLCH a channel can drift by one step.
  if (/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(text)) return hexToRgb(text);
  try {
    return toRgb(parseColour(text));
  } catch {
    return undefined;
  }
}

/**
 * A colour expression as #rrggbb under `vars` (custom property → value), or undefined when it
 * names a missing variable, paints nothing (`transparent`) or is not a colour.
 */
export function resolveColour(expr: string, vars: Record<string, string>): string | undefined {
  const plain = substituteVars(expr, vars);
  const rgb = plain === undefined ? undefined : evaluate(plain);
  return rgb && rgbToHex(rgb);
}
