// Reads the colours a reader may paste into the builder: hex, rgb(), hsl() and oklch(), in the
// modern (space-separated) and legacy (comma) syntaxes. Alpha is read and dropped: a theme colour
// is opaque.
import {hexToRgb, rgbToOklch} from './color';
import type {Oklch} from './types';

export class ColourError extends Error {}

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;

function parts(body: string): string[] {
  const [channels] = body.split('/');
  return channels!
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
}

function number(token: string | undefined, percentScale: number, what: string): number {
  const match = new RegExp(`^(${NUMBER})(%|deg)?$`, 'i').exec(token ?? '');
  if (!match) throw new ColourError(`"${token ?? ''}" is not a number for ${what}.`);
  const value = Number(match[1]);
  return match[2] === '%' ? (value / 100) * percentScale : value;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0), f(8), f(4)];
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** The colour as OKLCH; a ColourError names what could not be read. */
export function parseColour(text: string): Oklch {
  const input = text.trim().toLowerCase();
  if (/^#/.test(input)) {
    const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(input)?.[1];
    if (!hex) throw new ColourError(`"${text}" is not a hex colour: use #rgb or #rrggbb.`);
    const opaque = hex.length === 4 ? hex.slice(0, 3) : hex.length === 8 ? hex.slice(0, 6) : hex;
    return rgbToOklch(hexToRgb(`#${opaque}`));
  }
  const call = /^([a-z]+)\((.*)\)$/.exec(input);
  if (!call) {
    throw new ColourError(
      `"${text}" is not a colour the builder reads: use #rrggbb, rgb(), hsl() or oklch().`,
    );
  }
  const [name, body] = [call[1]!, call[2]!];
  const [a, b, c] = parts(body);
  if (name === 'rgb' || name === 'rgba') {
    const channels = [a, b, c].map((token) => clamp(number(token, 255, 'rgb()') / 255));
    return rgbToOklch(channels as [number, number, number]);
  }
  if (name === 'hsl' || name === 'hsla') {
    const hue = number(a, 1, 'the hue of hsl()');
    const rgb = hslToRgb(
      ((hue % 360) + 360) % 360,
      clamp(number(b, 1, 'the saturation of hsl()')),
      clamp(number(c, 1, 'the lightness of hsl()')),
    );
    return rgbToOklch(rgb);
  }
  if (name === 'oklch') {
    const l = number(a, 1, 'the lightness of oklch()');
    return {
      l: clamp(l),
      c: Math.max(0, number(b, 0.4, 'the chroma of oklch()')),
      h: ((number(c, 1, 'the hue of oklch()') % 360) + 360) % 360,
    };
  }
  throw new ColourError(
    `"${name}()" is not a colour function the builder reads: use #rrggbb, rgb(), hsl() or oklch().`,
  );
}
