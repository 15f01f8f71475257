import {themeCss} from './css';
import {DEFAULT_INPUT} from './defaults';
import {deriveTheme} from './derive';
import {themeDtcg} from './dtcg';
import {parseColour} from './parseColour';
import {registryThemeItem, varsFromRegistryItem} from './registryItem';
import type {ThemeVars} from './types';

const vars: ThemeVars = {
  shared: {
    '--tessera-radius-md': '0.5rem',
    '--tessera-font-family': "'Inter Variable', sans-serif",
  },
  light: {'--tessera-accent': '#7c3aed'},
  dark: {'--tessera-accent': '#a78bfa'},
};

describe('the exports', () => {
  it('should write the CSS file with the library token selectors, light and dark', () => {
    expect(themeCss(vars)).toBe(
      [
        '/* Tessera UI theme. Import it after @tessera-ui/react/styles.css.',
        ' */',
        ':root {',
        '  --tessera-radius-md: 0.5rem;',
        "  --tessera-font-family: 'Inter Variable', sans-serif;",
        '}',
        '',
        ':root,',
        "[data-theme='light'],",
        '.light {',
        '  --tessera-accent: #7c3aed;',
        '}',
        '',
        "[data-theme='dark'],",
        '.dark {',
        '  --tessera-accent: #a78bfa;',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('should tell where the theme was made and which font to install', () => {
    const input = {...DEFAULT_INPUT, font: 'inter'};
    const css = themeCss(deriveTheme(input), {
      input,
      source: 'https://tessera-ui.dev/themes?font=inter',
    });
    expect(css).toContain('Made at https://tessera-ui.dev/themes?font=inter');
    expect(css).toContain('install @fontsource-variable/inter');
  });

  it('should write DTCG tokens with their types', () => {
    expect(themeDtcg(vars)).toEqual({
      tessera: {
        base: {
          'radius-md': {$type: 'dimension', $value: {value: 0.5, unit: 'rem'}},
          'font-family': {$type: 'fontFamily', $value: ['Inter Variable', 'sans-serif']},
        },
        light: {
          accent: {
            $type: 'color',
            $value: {colorSpace: 'srgb', components: [0.4863, 0.2275, 0.9294], hex: '#7c3aed'},
          },
        },
        dark: {
          accent: {
            $type: 'color',
            $value: {colorSpace: 'srgb', components: [0.6549, 0.5451, 0.9804], hex: '#a78bfa'},
          },
        },
      },
    });
  });

  it('should give a registry:theme item whose variables read back as the theme', () => {
    const theme = deriveTheme({
      ...DEFAULT_INPUT,
      accent: parseColour('#7c3aed'),
      radius: {control: 0.5, container: 1},
      font: 'inter',
    });
    const item = registryThemeItem({id: 'violet', label: 'Violet'}, theme);
    expect(item).toMatchObject({name: 'theme-violet', type: 'registry:theme'});
    expect(item.cssVars.light!['tessera-accent']).toBe('#7c3aed');
    // shadcn writes `light` into :root; `theme` would go into Tailwind's @theme and set nothing.
    expect(item.cssVars.light!['tessera-radius-md']).toBe('0.5rem');
    expect(item.cssVars.theme).toBeUndefined();
    expect(varsFromRegistryItem(item)).toEqual(theme);
  });
});
