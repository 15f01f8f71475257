// Colour conversions the builder needs: any CSS colour a reader pastes to OKLCH, and OKLCH back to
// the #rrggbb every browser and token tool reads, brought into sRGB by lowering chroma (the hue and
// lightness a reader picked are what they see; chroma is what a screen cannot always show).
// Matrices from Björn Ottosson's OKLab definition.
import type {Oklch} from './types';

type Rgb = [number, number, number];

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const fromLinear = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/** sRGB channels 0–1 to OKLab. */
export function rgbToOklab([r, g, b]: Rgb): Rgb {
  const [lr, lg, lb] = [toLinear(r), toLinear(g), toLinear(b)];
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

/** OKLab to sRGB channels, unclamped (outside 0–1 when out of gamut). */
export function oklabToRgb([L, a, b]: Rgb): Rgb {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    fromLinear(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    fromLinear(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    fromLinear(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

function oklchToOklab({l, c, h}: Oklch): Rgb {
  const radians = (h * Math.PI) / 180;
  return [l, c * Math.cos(radians), c * Math.sin(radians)];
}

export function rgbToOklch(rgb: Rgb): Oklch {
  const [l, a, b] = rgbToOklab(rgb);
  const c = Math.hypot(a, b);
  // Grays have no meaningful hue; 0 keeps them stable through a round trip.
  const h = c < 1e-4 ? 0 : ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
  return {l, c, h};
}

const inGamut = (rgb: Rgb) => rgb.every((channel) => channel >= -1e-4 && channel <= 1 + 1e-4);

/** The colour in sRGB: the same lightness and hue with the most chroma that fits. */
export function toRgb(colour: Oklch): Rgb {
  const l = Math.min(1, Math.max(0, colour.l));
  let rgb = oklabToRgb(oklchToOklab({...colour, l}));
  if (!inGamut(rgb)) {
    let [low, high] = [0, colour.c];
    for (let step = 0; step < 24; step += 1) {
      const middle = (low + high) / 2;
      if (inGamut(oklabToRgb(oklchToOklab({l, c: middle, h: colour.h})))) low = middle;
      else high = middle;
    }
    rgb = oklabToRgb(oklchToOklab({l, c: low, h: colour.h}));
  }
  return rgb.map((channel) => Math.min(1, Math.max(0, channel))) as Rgb;
}

const hexByte = (channel: number) =>
  Math.round(channel * 255)
    .toString(16)
    .padStart(2, '0');

export function rgbToHex(rgb: Rgb): string {
  return `#${rgb.map(hexByte).join('')}`;
}

export function toHex(colour: Oklch): string {
  return rgbToHex(toRgb(colour));
}

export function hexToRgb(hex: string): Rgb {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`Expected a #rrggbb colour, got "${hex}".`);
  const digits =
    match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  return [0, 2, 4].map((index) => parseInt(digits.slice(index, index + 2), 16) / 255) as Rgb;
}

export function hexToOklch(hex: string): Oklch {
  return rgbToOklch(hexToRgb(hex));
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** `oklch(54.6% 0.215 262.9)`: how the builder shows a colour. */
export function formatOklch({l, c, h}: Oklch): string {
  return `oklch(${round(l * 100, 1)}% ${round(c, 3)} ${round(h, 1)})`;
}

/** `color-mix(in oklab, a, b weight)`: `weight` of b (0–1) mixed into a. */
export function mixOklab(a: string, b: string, weight: number): string {
  const [from, to] = [rgbToOklab(hexToRgb(a)), rgbToOklab(hexToRgb(b))];
  const mixed = from.map((channel, index) => channel + (to[index]! - channel) * weight) as Rgb;
  return rgbToHex(oklabToRgb(mixed).map((c) => Math.min(1, Math.max(0, c))) as Rgb);
}
