// The library's colour tokens, read from the file the package ships, checked pair by pair; and the
// same pairs with the rebrand the Theming page tells readers to copy, and with each accent family
// the home page lets readers try.
import fs from 'node:fs';
import path from 'node:path';
import {COLOUR_ALIASES, contrastRatio} from '@tessera-ui/theme';
import {readLibraryTokens} from '@site/tests/jest/library-tokens';
import {ACCENTS, accentCss} from '@site/src/components/AccentPicker/accents';
import {parseTokenSets} from './parseTokens';
import {resolveToken} from './resolveVar';

type Theme = 'light' | 'dark';

/** The Theming page's rebrand: its first CSS block, which readers put after the library's tokens. */
function themingRebrand(): string {
  const page = fs.readFileSync(
    path.join(__dirname, '../../../docs/getting-started/theming.mdx'),
    'utf8',
  );
  const block = /^```css\n([\s\S]*?)^```/m.exec(page);
  if (!block) throw new Error('docs/getting-started/theming.mdx shows no CSS block.');
  return block[1]!;
}

const stylesheets: Array<[string, string]> = [
  ['the library tokens', readLibraryTokens()],
  ["the Theming page's rebrand over the library tokens", readLibraryTokens() + themingRebrand()],
  ...ACCENTS.map((accent): [string, string] => [
    `the home page's ${accent.label} accent over the library tokens`,
    readLibraryTokens() + accentCss(accent, {light: ':root', dark: "[data-theme='dark']"}),
  ]),
];

const surfaces = ['bg', 'surface', 'surface-raised'];
const statuses = ['success', 'warning', 'danger'];

/** [foreground, background, minimum ratio]: 4.5 for text, 3 for UI parts and the focus ring. */
const pairs: Array<[string, string, number]> = [
  ...[...surfaces, 'surface-muted'].flatMap((bg): Array<[string, string, number]> => [
    ['fg', bg, 4.5],
    ['fg-muted', bg, 4.5],
    ['accent-text', bg, 4.5],
    ...statuses.map((s): [string, string, number] => [`${s}-text`, bg, 4.5]),
  ]),
  ...surfaces.flatMap((bg): Array<[string, string, number]> => [
    ['border-strong', bg, 3],
    ['focus-ring', bg, 3],
    ['accent', bg, 3],
    ['danger', bg, 3],
  ]),
  ['fg-on-accent', 'accent', 4.5],
  ['fg-on-accent', 'accent-hover', 4.5],
  ['fg-on-accent', 'accent-pressed', 4.5],
  ['accent-text', 'accent-subtle', 4.5],
  ['fg', 'accent-subtle', 4.5],
  ...statuses.flatMap((s): Array<[string, string, number]> => [
    [`fg-on-${s}`, s, 4.5],
    [`fg-on-${s}`, `${s}-hover`, 4.5],
    [`${s}-text`, `${s}-subtle`, 4.5],
    ['fg', `${s}-subtle`, 4.5],
  ]),
];

describe.each(stylesheets)('given %s', (_, css) => {
  const sets = parseTokenSets(css);
  /** Every token of a theme: dark overlays its aliases on the light scales, as the cascade does. */
  const themeTokens = (theme: Theme) =>
    theme === 'light' ? sets.light : {...sets.light, ...sets.dark};

  describe.each<Theme>(['light', 'dark'])('and the %s theme', (theme) => {
    const tokens = themeTokens(theme);
    const colour = (alias: string) => {
      const resolved = resolveToken(`--tessera-${alias}`, tokens);
      if (!resolved.ok)
        throw new Error(`--tessera-${alias} does not resolve (${resolved.reason}).`);
      return resolved.value;
    };

    it.each(pairs)('should give %s on %s at least %s:1', (fg, bg, minimum) => {
      const ratio = contrastRatio(colour(fg), colour(bg));
      expect(ratio).toBeGreaterThanOrEqual(minimum);
    });

    // The colour aliases are the ones a theme sets (the theme engine's list); the rest are not colours.
    it('should define every alias the component contract names', () => {
      const names = [...COLOUR_ALIASES, 'overlay', 'shadow-sm', 'shadow-md', 'shadow-lg'];
      expect(names.filter((name) => !(`--tessera-${name}` in tokens))).toEqual([]);
    });
  });
});
