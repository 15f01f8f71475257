// WCAG 2.2 contrast maths over tokens.css, so the test (and anyone curious) can read real ratios.
import {readFileSync} from 'node:fs';
import path from 'node:path';

export type Theme = 'light' | 'dark';

const tokensPath = path.join(__dirname, 'tokens.css');

/** Custom properties declared in the first rule whose selector list starts with `selectorStart`. */
function declarations(css: string, selectorStart: string): Map<string, string> {
  const start = css.indexOf(selectorStart);
  if (start < 0) throw new Error(`No rule starting with "${selectorStart}" in tokens.css.`);
  const open = css.indexOf('{', start);
  const close = css.indexOf('}', open);
  const body = css.slice(open + 1, close);
  const map = new Map<string, string>();
  for (const match of body.matchAll(/(--tessera-[\w-]+)\s*:\s*([^;]+);/g)) {
    map.set(match[1]!, match[2]!.trim());
  }
  return map;
}

/** Every token of a theme: the `:root` scales overlaid with that theme's aliases. */
export function themeTokens(
  theme: Theme,
  css = readFileSync(tokensPath, 'utf8'),
): Map<string, string> {
  const scales = declarations(css, ':root {');
  const aliases = declarations(css, theme === 'light' ? ':root,' : "[data-theme='dark'],");
  return new Map([...scales, ...aliases]);
}

/** Follows var() references (at most 5 hops, like the docs' swatch copier) to a literal value. */
export function resolve(tokens: Map<string, string>, name: string): string {
  let value = tokens.get(name);
  for (let hop = 0; value !== undefined && hop < 5; hop++) {
    const ref = /^var\((--[\w-]+)\)$/.exec(value);
    if (!ref) return value;
    value = tokens.get(ref[1]!);
  }
  throw new Error(`Token ${name} does not resolve to a value within 5 hops.`);
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`Expected a #rrggbb colour, got "${hex}".`);
  const channels = [0, 2, 4].map((i) => parseInt(match[1]!.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The WCAG contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
