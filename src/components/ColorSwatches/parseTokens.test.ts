import {readLibraryTokens} from '@site/tests/jest/library-tokens';
import {colorTokens, isColorValue, parseTokenSets} from './parseTokens';
import {resolveToken} from './resolveVar';

const css = `
/* comment with --fake: red; */
:root {
  --blue-600: #2563eb;
  --space-4: 1rem;
  --accent: var(--blue-600);
  --shadow: 0 1px 2px rgb(0 0 0 / 10%);
  --overlay: rgb(0 0 0 / 50%);
}
[data-theme='dark'], .dark {
  --accent: var(--blue-400, #60a5fa);
}
@media (prefers-color-scheme: dark) {
  :root:not(.light) { --overlay: rgb(0 0 0 / 70%); }
}
`;

describe('parseTokenSets', () => {
  it('should split light and dark custom properties and ignore comments', () => {
    const sets = parseTokenSets(css);
    expect(sets.light).toEqual({
      '--blue-600': '#2563eb',
      '--space-4': '1rem',
      '--accent': 'var(--blue-600)',
      '--shadow': '0 1px 2px rgb(0 0 0 / 10%)',
      '--overlay': 'rgb(0 0 0 / 50%)',
    });
    expect(sets.dark).toEqual({
      '--accent': 'var(--blue-400, #60a5fa)',
      '--overlay': 'rgb(0 0 0 / 70%)',
    });
  });
});

describe('colorTokens', () => {
  it('should keep only tokens whose light value resolves to a colour', () => {
    expect(colorTokens(parseTokenSets(css)).map((token) => token.name)).toEqual([
      '--blue-600',
      '--accent',
      '--overlay',
    ]);
  });

  it.each(['#fff', '#2563ebcc', 'rgb(0 0 0)', 'oklch(60% 0.1 250)', 'transparent'])(
    'should treat %s as a colour',
    (value) => {
      expect(isColorValue(value)).toBe(true);
    },
  );

  it.each(['1rem', '0 1px 2px rgb(0 0 0)', '400', 'ease-out'])(
    'should not treat %s as a colour',
    (value) => {
      expect(isColorValue(value)).toBe(false);
    },
  );
});

describe('the real token stylesheet', () => {
  const sets = parseTokenSets(readLibraryTokens());
  const tokens = colorTokens(sets);

  it('should have colour tokens', () => {
    expect(tokens.length).toBeGreaterThan(0);
  });

  it.each(tokens.map((token) => [token.name]))('%s should resolve in light and dark', (name) => {
    expect(resolveToken(name, sets.light)).toMatchObject({ok: true});
    expect(resolveToken(name, {...sets.light, ...sets.dark})).toMatchObject({ok: true});
  });
});
