import {fallbackOverrides, type FontMetrics} from './fallback';

/** One woff2 file of a family, as the font package's CSS declares it. */
export interface FontFile {
  /** The file's name in the package's `files/` folder. */
  file: string;
  unicodeRange: string;
}

/** A family as the site serves it: its files (already named as served) and its fallback. */
export interface ServedFamily {
  family: string;
  weight: string;
  files: (FontFile & {href: string; preload: boolean})[];
  metrics: FontMetrics;
  fallback: {family: string; local: string[]; metrics: FontMetrics};
  stack: string[];
  cssVariables: string[];
}

const quote = (family: string) => `'${family.replace(/'/g, "\\'")}'`;

/**
 * Reads the `@font-face` rules of a Fontsource package's CSS: each file with its unicode range.
 * @throws if a rule has no file or no range, so a changed package format fails the build.
 */
export function parseFontFaces(css: string): FontFile[] {
  const rules = css.match(/@font-face\s*{[^}]*}/g) ?? [];
  return rules.map((rule) => {
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(rule)?.[1];
    const unicodeRange = /unicode-range:\s*([^;]+);/.exec(rule)?.[1]?.trim();
    if (!file || !unicodeRange) {
      throw new Error(`this @font-face rule has no woff2 file or no unicode-range: ${rule}`);
    }
    return {file, unicodeRange};
  });
}

/** The `@font-face` rules for the families and their metric-matched fallbacks, and the variables that name them. */
export function fontFaceCss(families: ServedFamily[]): string {
  const rules: string[] = [];
  const variables: string[] = [];
  for (const served of families) {
    for (const file of served.files) {
      rules.push(
        `@font-face{font-family:${quote(served.family)};font-style:normal;font-display:swap;` +
          `font-weight:${served.weight};src:url(${file.href}) format('woff2');` +
          `unicode-range:${file.unicodeRange}}`,
      );
    }
    const overrides = fallbackOverrides(served.metrics, served.fallback.metrics);
    const locals = served.fallback.local.map((name) => `local(${quote(name)})`).join(',');
    rules.push(
      `@font-face{font-family:${quote(served.fallback.family)};src:${locals};` +
        `size-adjust:${overrides.sizeAdjust};ascent-override:${overrides.ascentOverride};` +
        `descent-override:${overrides.descentOverride};line-gap-override:${overrides.lineGapOverride}}`,
    );
    const stack = [quote(served.family), quote(served.fallback.family), ...served.stack].join(',');
    for (const variable of served.cssVariables) variables.push(`${variable}:${stack}`);
  }
  // `html:root` outranks the `:root` of Infima and the library's tokens, whose sheets come later.
  return `${rules.join('\n')}\nhtml:root{${variables.join(';')}}`;
}
