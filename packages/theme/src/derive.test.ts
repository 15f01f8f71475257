import {contrastRatio} from './contrast';
import {DEFAULT_INPUT} from './defaults';
import {deriveTheme, isEmptyTheme} from './derive';
import {parseColour} from './parseColour';
import {PRESETS} from './presets';
import type {Scheme, ThemeInput} from './types';

const withInput = (changes: Partial<ThemeInput>): ThemeInput => ({...DEFAULT_INPUT, ...changes});
const SCHEMES: Scheme[] = ['light', 'dark'];

describe('deriveTheme', () => {
  it('should set nothing for the default inputs', () => {
    expect(isEmptyTheme(deriveTheme(DEFAULT_INPUT))).toBe(true);
  });

  it('should set only the accent aliases when only the accent changes', () => {
    const vars = deriveTheme(withInput({accent: parseColour('#7c3aed')}));
    expect(Object.keys(vars.light).sort()).toEqual([
      '--tessera-accent',
      '--tessera-accent-hover',
      '--tessera-accent-pressed',
      '--tessera-accent-subtle',
      '--tessera-accent-text',
      '--tessera-fg-on-accent',
      '--tessera-focus-ring',
    ]);
    expect(vars.light['--tessera-accent']).toBe('#7c3aed');
    expect(vars.shared).toEqual({});
  });

  it.each(['#ffff00', '#7c3aed', '#16a34a', '#000000', '#ffffff', '#ff00ff'])(
    'should derive accent text that reads at 4.5:1 on the page and the tint from %s',
    (hex) => {
      const vars = deriveTheme(withInput({accent: parseColour(hex)}));
      for (const scheme of SCHEMES) {
        const page = scheme === 'light' ? '#ffffff' : '#09090b';
        const text = vars[scheme]['--tessera-accent-text']!;
        expect(contrastRatio(text, page)).toBeGreaterThanOrEqual(4.5);
        expect(
          contrastRatio(text, vars[scheme]['--tessera-accent-subtle']!),
        ).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('should put the better-reading label on the fill: near-black on yellow, white on violet', () => {
    expect(
      deriveTheme(withInput({accent: parseColour('#ffff00')})).light['--tessera-fg-on-accent'],
    ).toBe('#09090b');
    expect(
      deriveTheme(withInput({accent: parseColour('#7c3aed')})).light['--tessera-fg-on-accent'],
    ).toBe('#ffffff');
  });

  it('should write the radius steps at the library ratio from the two radii', () => {
    expect(deriveTheme(withInput({radius: {control: 0.75, container: 1.5}})).shared).toEqual({
      '--tessera-radius-sm': '0.5rem',
      '--tessera-radius-md': '0.75rem',
      '--tessera-radius-lg': '1rem',
      '--tessera-radius-xl': '1.5rem',
    });
  });

  it('should scale spacing and control heights with density', () => {
    const {shared} = deriveTheme(withInput({density: 0.875}));
    expect(shared['--tessera-space-4']).toBe('0.875rem');
    expect(shared['--tessera-control-height-md']).toBe('2.1875rem');
  });

  it('should set the font family only when a theme picks one', () => {
    expect(deriveTheme(withInput({font: 'inter'})).shared['--tessera-font-family']).toMatch(
      /^'Inter Variable'/,
    );
  });

  it('should let a hand edit win over the derived value in its scheme only', () => {
    const vars = deriveTheme(
      withInput({
        accent: parseColour('#7c3aed'),
        overrides: {light: {'accent-text': '#3b0764'}, dark: {}},
      }),
    );
    expect(vars.light['--tessera-accent-text']).toBe('#3b0764');
    expect(vars.dark['--tessera-accent-text']).not.toBe('#3b0764');
  });

  it('should derive the five aliases of a status colour that is set', () => {
    const vars = deriveTheme(withInput({status: {danger: parseColour('#e11d48')}}));
    expect(Object.keys(vars.dark).sort()).toEqual([
      '--tessera-danger',
      '--tessera-danger-hover',
      '--tessera-danger-subtle',
      '--tessera-danger-text',
      '--tessera-fg-on-danger',
    ]);
  });

  it('should tint every neutral alias when the neutral changes', () => {
    const vars = deriveTheme(withInput({neutral: {hue: 230, chroma: 0.02}}));
    expect(Object.keys(vars.light)).toHaveLength(8);
  });

  it('should have at least six presets with distinct ids', () => {
    expect(PRESETS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(PRESETS.map((preset) => preset.id)).size).toBe(PRESETS.length);
  });
});
