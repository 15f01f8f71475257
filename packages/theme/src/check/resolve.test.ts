import {resolveColour} from './resolve';

const vars = {
  '--tessera-white': '#ffffff',
  '--tessera-gray-950': '#09090b',
  '--tessera-bg': 'var(--tessera-white)',
  '--tessera-fg': 'var(--tessera-gray-950)',
};

describe('resolveColour', () => {
  it('should follow var() chains and fallbacks', () => {
    expect(resolveColour('var(--tessera-bg)', vars)).toBe('#ffffff');
    expect(resolveColour('var(--tessera-missing, var(--tessera-fg))', vars)).toBe('#09090b');
    expect(resolveColour('var(--tessera-missing)', vars)).toBeUndefined();
  });

  it('should read hex, rgb(), rgba() and named colours, dropping alpha', () => {
    expect(resolveColour('#f0a', vars)).toBe('#ff00aa');
    expect(resolveColour('rgb(9 9 11 / 0.5)', vars)).toBe('#09090b');
    expect(resolveColour('rgba(255, 0, 0, 0.2)', vars)).toBe('#ff0000');
    expect(resolveColour('white', vars)).toBe('#ffffff');
    expect(resolveColour('black', vars)).toBe('#000000');
    expect(resolveColour('transparent', vars)).toBeUndefined();
  });

  it('should mix in srgb by channel and normalise a missing percentage', () => {
    expect(resolveColour('color-mix(in srgb, #000000, #ffffff 25%)', vars)).toBe('#404040');
    expect(resolveColour('color-mix(in srgb, 25% #000000, #ffffff)', vars)).toBe('#bfbfbf');
    expect(resolveColour('color-mix(in srgb, #000000, #ffffff)', vars)).toBe('#808080');
  });

  it('should mix in oklab through the perceptual midpoint', () => {
    // Oklab's lightness is perceptual, so its midpoint of black and white is lighter than sRGB's.
    expect(resolveColour('color-mix(in oklab, black, white)', vars)).toBe('#636363');
    expect(
      resolveColour('color-mix(in oklab, var(--tessera-bg), var(--tessera-fg) 0%)', vars),
    ).toBe('#ffffff');
  });
});
