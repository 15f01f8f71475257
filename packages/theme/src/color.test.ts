import {converter, formatHex} from 'culori';
import {formatOklch, hexToOklch, toHex} from './color';
import {ColourError, parseColour} from './parseColour';

const toCuloriOklch = converter('oklch');

describe('colour conversion', () => {
  it('should read hex as culori reads it, to OKLCH', () => {
    for (const hex of ['#2563eb', '#16a34a', '#ffff00', '#09090b', '#b91c1c']) {
      const ours = hexToOklch(hex);
      const theirs = toCuloriOklch(hex)!;
      expect(ours.l).toBeCloseTo(theirs.l, 4);
      expect(ours.c).toBeCloseTo(theirs.c, 4);
      expect(ours.h).toBeCloseTo(theirs.h!, 1);
    }
  });

  it('should give back the same hex after a round trip through OKLCH', () => {
    for (const hex of ['#2563eb', '#000000', '#ffffff', '#7c3aed', '#f59e0b']) {
      expect(toHex(hexToOklch(hex))).toBe(hex);
    }
  });

  it('should keep lightness and hue and lower chroma for a colour outside sRGB', () => {
    const vivid = {l: 0.7, c: 0.4, h: 150};
    const mapped = hexToOklch(toHex(vivid));
    expect(mapped.l).toBeCloseTo(0.7, 2);
    expect(mapped.h).toBeCloseTo(150, 0);
    expect(mapped.c).toBeLessThan(0.4);
  });

  it('should format a colour as CSS oklch()', () => {
    expect(formatOklch({l: 0.5462, c: 0.2153, h: 262.88})).toBe('oklch(54.6% 0.215 262.9)');
  });
});

describe('parseColour', () => {
  it.each([
    ['#2563eb'],
    ['#2563EB'],
    ['rgb(37 99 235)'],
    ['rgb(37, 99, 235)'],
    ['rgba(37, 99, 235, 0.5)'],
    ['oklch(54.6% 0.215 262.9)'],
    ['oklch(0.546 0.215 262.9 / 1)'],
    ['hsl(221.2 83.2% 53.3%)'],
  ])('should read %s as the library blue', (text) => {
    expect(formatHex({mode: 'rgb', ...rgbOf(toHex(parseColour(text)))})).toMatch(
      /^#2[45]6[23]e[ab]$/,
    );
  });

  it.each([
    ['blue', '"blue" is not a colour the builder reads: use #rrggbb, rgb(), hsl() or oklch().'],
    ['#12', '"#12" is not a hex colour: use #rgb or #rrggbb.'],
    [
      'lab(50 20 30)',
      '"lab()" is not a colour function the builder reads: use #rrggbb, rgb(), hsl() or oklch().',
    ],
    ['rgb(1 x 3)', '"x" is not a number for rgb().'],
  ])('should refuse %s with a message that says why', (text, message) => {
    expect(() => parseColour(text)).toThrow(new ColourError(message));
  });
});

function rgbOf(hex: string) {
  const [r, g, b] = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16) / 255);
  return {r: r!, g: g!, b: b!};
}
