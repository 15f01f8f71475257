import {DEFAULT_INPUT} from './defaults';
import {parseColour} from './parseColour';
import {PRESETS} from './presets';
import type {ThemeInput} from './types';
import {decodeThemeUrl, encodeThemeUrl, normaliseInput, ThemeUrlError} from './url';

const BASE = 'https://tessera-ui.dev/themes';

describe('the theme URL', () => {
  it('should be the bare builder address for the defaults', () => {
    expect(encodeThemeUrl(DEFAULT_INPUT, BASE)).toBe(BASE);
  });

  it.each(PRESETS.map((preset) => [preset.id, preset.input] as const))(
    'should give back the %s preset after a round trip',
    (_, input) => {
      const url = encodeThemeUrl(input, BASE);
      expect(encodeThemeUrl(decodeThemeUrl(url), BASE)).toBe(url);
      expect(decodeThemeUrl(url)).toEqual(normaliseInput(input));
    },
  );

  it('should write a theme with every kind of input as readable parameters', () => {
    const input: ThemeInput = {
      ...DEFAULT_INPUT,
      accent: parseColour('oklch(0.6 0.18 30)'),
      status: {warning: parseColour('oklch(0.8 0.16 85)')},
      font: 'inter',
      density: 0.875,
      overrides: {light: {'accent-text': '#7C2D12'}, dark: {}},
    };
    expect(encodeThemeUrl(input, BASE)).toBe(
      `${BASE}?accent=0.6_0.18_30&warning=0.8_0.16_85&font=inter&density=0.875&light.accent-text=7c2d12`,
    );
  });

  it('should ignore parameters that are not the theme', () => {
    expect(decodeThemeUrl(`${BASE}?utm_source=x`)).toEqual(normaliseInput(DEFAULT_INPUT));
  });

  it.each([
    [
      'accent=red',
      `The theme URL's "accent" is "red": expected 3 numbers joined by "_", like 0.55_0.2_260 (OKLCH lightness, chroma, hue).`,
    ],
    [
      'accent=2_0.1_30',
      `The theme URL's "accent" is "2_0.1_30": lightness runs 0-1, chroma 0-0.5, hue 0-360.`,
    ],
    [
      'font=comic',
      `The theme URL's "font" is "comic": expected one of inherit, inter, system, jetbrains-mono.`,
    ],
    ['density=3', `The theme URL's "density" is "3": it runs from 0.5 to 1.5.`],
    ['light.glow=ffffff', 'The theme URL sets "glow", which is not a colour a theme sets.'],
    [
      'dark.fg=white',
      `The theme URL's "dark.fg" is "white": expected a hex colour without "#", like 1d4ed8.`,
    ],
  ])('should refuse ?%s with one line that names the parameter', (query, message) => {
    expect(() => decodeThemeUrl(`${BASE}?${query}`)).toThrow(new ThemeUrlError(message));
  });
});
