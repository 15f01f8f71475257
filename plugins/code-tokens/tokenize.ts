// Prism in Node, set up like the site's client used to be (prism-react-renderer's grammars plus
// themeConfig.prism.additionalLanguages), producing the tokens CodeBlock and Example render.
import {createRequire} from 'node:module';
import {Prism, normalizeTokens, type PrismTheme, type Token} from 'prism-react-renderer';
import {serializeCodeTokens, type TokenLines} from '../../src/utils/codeTokens';
import {classStyles} from './themeCss';

type Styles = ReturnType<typeof classStyles>;

// Every token of every page is looked up against the same two themes: merging a theme's entries
// again for each token cost seconds of the bundler's main thread. Both results are pure: keep them.
const stylesByTheme = new WeakMap<PrismTheme, Styles>();
const looksByThemes = new WeakMap<readonly PrismTheme[], Map<string, string>>();

function stylesOf(theme: PrismTheme): Styles {
  let styles = stylesByTheme.get(theme);
  if (!styles) stylesByTheme.set(theme, (styles = classStyles(theme)));
  return styles;
}

const registered = new Set<string>();

/**
 * Adds prismjs components the way theme-classic's prism-include-languages does: they register on
 * a global `Prism`, so lend them prism-react-renderer's instance for the duration.
 */
function registerLanguages(languages: readonly string[]): void {
  // prismjs is theme-classic's dependency, not ours: resolve it from there.
  const requireFromTheme = createRequire(require.resolve('@docusaurus/theme-classic'));
  const global = globalThis as {Prism?: unknown};
  const before = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of languages) {
      if (registered.has(language)) continue;
      if (language === 'php') requireFromTheme('prismjs/components/prism-markup-templating.js');
      requireFromTheme(`prismjs/components/prism-${language}`);
      registered.add(language);
    }
  } finally {
    if (before === undefined) delete global.Prism;
    else global.Prism = before;
  }
}

/**
 * Drops each styled type whose every style property a later type overrides (in every theme that
 * styles it). Prism colours a `tag punctuation` token by its last styled type, but CSS cannot see
 * class order; without the overridden types, class rules give the same colours. themeCss.test.ts
 * checks that on every token of the site's code.
 */
export function visibleTypes(types: string[], themes: readonly PrismTheme[]): string[] {
  const styles = themes.map(stylesOf);
  const neededIn = (byType: Record<string, object>, type: string, index: number) => {
    const own = Object.keys(byType[type] ?? {});
    const later = types.slice(index + 1).map((next) => byType[next] ?? {});
    return !own.every((property) => later.some((style) => property in style));
  };
  return types.filter(
    (type, index) =>
      styles.every((byType) => !byType[type]) ||
      styles.some((byType) => byType[type] && neededIn(byType, type, index)),
  );
}

/**
 * What a token looks like in every theme: the declarations its types add, in order, over none. Two
 * tokens with the same look can share one span; a token that adds nothing shows as plain text.
 */
function lookOf(types: readonly string[], themes: readonly PrismTheme[]): string {
  let cache = looksByThemes.get(themes);
  if (!cache) looksByThemes.set(themes, (cache = new Map()));
  const key = types.join(' ');
  let look = cache.get(key);
  if (look === undefined) cache.set(key, (look = computeLook(types, themes)));
  return look;
}

function computeLook(types: readonly string[], themes: readonly PrismTheme[]): string {
  const looks = themes.map((theme) => {
    const byType = stylesOf(theme);
    const look = types.reduce<Record<string, string>>(
      (merged, type) => ({...merged, ...byType[type]}),
      {},
    );
    // Punctuation drawn in the plain colour looks plain.
    if (look.color === theme.plain.color) delete look.color;
    return look;
  });
  return looks.every((look) => Object.keys(look).length === 0) ? '' : JSON.stringify(looks);
}

/**
 * One token per run of the same look on a line, whitespace joining the run it sits in, and text
 * that looks plain as `plain`: a page draws its colours with a span per colour change instead of
 * a span per Prism token (a component page's examples: about 1,300 spans → 300).
 */
export function mergeByLook(line: Token[], themes: readonly PrismTheme[]): Token[] {
  const merged: (Token & {look: string})[] = [];
  for (const token of line) {
    const last = merged.at(-1);
    const blank = /^\s*$/.test(token.content) && !token.empty;
    const look = blank && last ? last.look : lookOf(token.types, themes);
    if (last && !token.empty && !last.empty && last.look === look) {
      last.content += token.content;
      continue;
    }
    merged.push({...token, types: look === '' ? ['plain'] : token.types, look});
  }
  return merged.map(({look: _look, ...token}) => token);
}

export interface TokenizerOptions {
  themes: readonly PrismTheme[];
  additionalLanguages: readonly string[];
}

/** Tokenises code in `language` (unknown languages give plain lines, as in the browser). */
export function createTokenizer({themes, additionalLanguages}: TokenizerOptions) {
  registerLanguages(additionalLanguages);
  const cache = new Map<string, string[]>();
  const reduce = (types: string[]) => {
    const key = types.join(' ');
    if (!cache.has(key)) cache.set(key, visibleTypes(types, themes));
    return cache.get(key)!;
  };

  return function tokenize(code: string, language: string): TokenLines {
    const grammar = Prism.languages[language];
    let tokens: Parameters<typeof normalizeTokens>[0] = [code];
    if (grammar) {
      // The same steps as prism-react-renderer's useTokenize, hooks included.
      const env = {code, grammar, language, tokens};
      Prism.hooks.run('before-tokenize', env);
      env.tokens = Prism.tokenize(env.code, env.grammar);
      Prism.hooks.run('after-tokenize', env);
      tokens = env.tokens;
    }
    return normalizeTokens(tokens).map((line) =>
      mergeByLook(
        line.map((token) => ({...token, types: reduce(token.types)})),
        themes,
      ),
    );
  };
}

export type Tokenize = ReturnType<typeof createTokenizer>;

/** Tokens as the string prop CodeBlock and Example take. */
export function serializedTokens(tokenize: Tokenize, code: string, language: string): string {
  return serializeCodeTokens(tokenize(code, language));
}
