import type {ThemeVars} from '@tessera-ui/theme';

/** The preview panes' root: `[data-theme-preview][data-theme='light' | 'dark']`. */
export const PREVIEW_ROOT = 'data-theme-preview';

function block(selector: string, vars: Record<string, string>): string {
  const body = Object.entries(vars)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
  return body ? `${selector} { ${body} }\n` : '';
}

/**
 * A theme's variables scoped to the preview panes, never the page: each pane sets its own
 * `data-theme`, which the library's tokens already read (as they read `.light` islands inside a
 * dark page), so these rules only need to be more specific than the tokens' to win.
 */
export function previewCss(vars: ThemeVars): string {
  return (
    block(`[${PREVIEW_ROOT}]`, vars.shared) +
    block(`[${PREVIEW_ROOT}][data-theme='light']`, vars.light) +
    block(`[${PREVIEW_ROOT}][data-theme='dark']`, vars.dark)
  );
}
