// A theme as the query of the builder's URL, so a theme is shared by its link and the CLI can
// rebuild it from that link alone. Only inputs that differ from the defaults are written; numbers
// are rounded to what a reader can see, so a URL read and written again is the same URL.
import {DEFAULT_INPUT} from './defaults';
import {findFont, FONTS} from './fonts';
import {COLOUR_ALIASES, STATUSES, type Oklch, type Scheme, type ThemeInput} from './types';

export class ThemeUrlError extends Error {}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** `0.546_0.215_262.9`: lightness, chroma, hue. */
function writeColour({l, c, h}: Oklch): string {
  return `${round(l, 3)}_${round(c, 3)}_${round(h, 1)}`;
}

function readNumbers(name: string, value: string, count: number, example: string): number[] {
  const numbers = value.split('_').map(Number);
  if (numbers.length !== count || numbers.some((n) => !Number.isFinite(n) || n < 0)) {
    throw new ThemeUrlError(
      `The theme URL's "${name}" is "${value}": expected ${count} numbers joined by "_", like ${example}.`,
    );
  }
  return numbers;
}

function readColour(name: string, value: string): Oklch {
  const [l, c, h] = readNumbers(name, value, 3, '0.55_0.2_260 (OKLCH lightness, chroma, hue)');
  if (l! > 1 || c! > 0.5 || h! > 360) {
    throw new ThemeUrlError(
      `The theme URL's "${name}" is "${value}": lightness runs 0-1, chroma 0-0.5, hue 0-360.`,
    );
  }
  return {l: l!, c: c!, h: h!};
}

/** Rounds every number as the URL writes it, so the builder's state equals what its URL holds. */
export function normaliseInput(input: ThemeInput): ThemeInput {
  return decodeThemeQuery(themeQuery(input));
}

/** The query string (without `?`) for a theme; empty for the defaults. */
export function themeQuery(input: ThemeInput): string {
  const params = new URLSearchParams();
  const defaults = DEFAULT_INPUT;
  if (writeColour(input.accent) !== writeColour(defaults.accent)) {
    params.set('accent', writeColour(input.accent));
  }
  const neutral = `${round(input.neutral.hue, 1)}_${round(input.neutral.chroma, 3)}`;
  if (neutral !== `${defaults.neutral.hue}_${defaults.neutral.chroma}`) {
    params.set('neutral', neutral);
  }
  for (const status of STATUSES) {
    const colour = input.status[status];
    if (colour) params.set(status, writeColour(colour));
  }
  const radius = `${round(input.radius.control, 3)}_${round(input.radius.container, 3)}`;
  if (radius !== `${defaults.radius.control}_${defaults.radius.container}`) {
    params.set('radius', radius);
  }
  if (input.font !== defaults.font) params.set('font', input.font);
  if (round(input.density, 3) !== defaults.density) {
    params.set('density', String(round(input.density, 3)));
  }
  for (const scheme of ['light', 'dark'] as Scheme[]) {
    for (const [alias, value] of Object.entries(input.overrides[scheme])) {
      if (value) params.set(`${scheme}.${alias}`, value.replace(/^#/, '').toLowerCase());
    }
  }
  return params.toString();
}

export function encodeThemeUrl(input: ThemeInput, base: string): string {
  const query = themeQuery(input);
  return query ? `${base}?${query}` : base;
}

function decodeThemeQuery(query: string): ThemeInput {
  const params = new URLSearchParams(query);
  const input: ThemeInput = {
    ...DEFAULT_INPUT,
    status: {},
    overrides: {light: {}, dark: {}},
  };
  for (const [name, value] of params) {
    if (name === 'accent') input.accent = readColour(name, value);
    else if (name === 'neutral') {
      const [hue, chroma] = readNumbers(name, value, 2, '250_0.02 (hue, chroma)');
      input.neutral = {hue: hue!, chroma: chroma!};
    } else if ((STATUSES as readonly string[]).includes(name)) {
      input.status[name as (typeof STATUSES)[number]] = readColour(name, value);
    } else if (name === 'radius') {
      const [control, container] = readNumbers(
        name,
        value,
        2,
        '0.375_0.75 (rem: controls, containers)',
      );
      input.radius = {control: control!, container: container!};
    } else if (name === 'font') {
      if (!findFont(value)) {
        throw new ThemeUrlError(
          `The theme URL's "font" is "${value}": expected one of ${FONTS.map((font) => font.id).join(', ')}.`,
        );
      }
      input.font = value;
    } else if (name === 'density') {
      const [density] = readNumbers(name, value, 1, '0.875');
      if (density! < 0.5 || density! > 1.5) {
        throw new ThemeUrlError(
          `The theme URL's "density" is "${value}": it runs from 0.5 to 1.5.`,
        );
      }
      input.density = density!;
    } else {
      const override = /^(light|dark)\.(.+)$/.exec(name);
      if (!override) continue; // Other parameters (analytics, anchors) are not the theme's.
      const [scheme, alias] = [override[1] as Scheme, override[2]!];
      if (!(COLOUR_ALIASES as readonly string[]).includes(alias)) {
        throw new ThemeUrlError(
          `The theme URL sets "${alias}", which is not a colour a theme sets.`,
        );
      }
      if (!/^[0-9a-f]{6}$/i.test(value)) {
        throw new ThemeUrlError(
          `The theme URL's "${name}" is "${value}": expected a hex colour without "#", like 1d4ed8.`,
        );
      }
      input.overrides[scheme][alias as (typeof COLOUR_ALIASES)[number]] = `#${value.toLowerCase()}`;
    }
  }
  return input;
}

/** Reads a builder URL (absolute, or just its query); a ThemeUrlError names the bad parameter. */
export function decodeThemeUrl(url: string): ThemeInput {
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://theme.invalid/themes');
  } catch {
    throw new ThemeUrlError(`"${url}" is not a URL.`);
  }
  return decodeThemeQuery(parsed.search);
}
