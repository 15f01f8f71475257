// A theme as the CSS file an app imports after the library's styles: same selectors as the
// library's tokens, so being later in the cascade is all it takes to win.
import {findFont} from './fonts';
import type {ThemeInput, ThemeVars} from './types';

function block(selector: string, vars: Record<string, string>): string[] {
  const entries = Object.entries(vars);
  if (entries.length === 0) return [];
  return [`${selector} {`, ...entries.map(([name, value]) => `  ${name}: ${value};`), '}', ''];
}

export interface CssOptions {
  /** Where the theme was made, written in the file's header. */
  source?: string;
  /** The inputs, to note a font the app must load itself. */
  input?: ThemeInput;
}

export function themeCss(vars: ThemeVars, options: CssOptions = {}): string {
  const font = options.input ? findFont(options.input.font) : undefined;
  const header = [
    '/* Tessera UI theme. Import it after @tessera-ui/react/styles.css.',
    ...(options.source ? [`   Made at ${options.source}`] : []),
    ...(font?.package
      ? [
          `   ${font.label} is not bundled: install ${font.package} and import it, or the fallbacks apply.`,
        ]
      : []),
    ' */',
  ];
  return [
    ...header,
    ...block(':root', vars.shared),
    ...block(":root,\n[data-theme='light'],\n.light", vars.light),
    ...block("[data-theme='dark'],\n.dark", vars.dark),
  ]
    .join('\n')
    .replace(/\n*$/, '\n');
}

/** The variables a theme CSS file sets, read back; for the CLI to compare before it writes. */
export function cssVariableCount(css: string): number {
  return (css.match(/^\s*--[\w-]+\s*:/gm) ?? []).length;
}
