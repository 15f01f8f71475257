// The shape of a theme: what a reader sets in the builder, and the CSS variables it becomes.

/** A colour the engine holds: OKLCH, lightness 0–1, chroma 0–0.4, hue in degrees. */
export interface Oklch {
  l: number;
  c: number;
  h: number;
}

export type Scheme = 'light' | 'dark';

/** The semantic colour aliases a theme sets, without the `--tessera-` prefix. */
export const COLOUR_ALIASES = [
  'bg',
  'surface',
  'surface-raised',
  'surface-muted',
  'fg',
  'fg-muted',
  'fg-on-accent',
  'border',
  'border-strong',
  'accent',
  'accent-hover',
  'accent-pressed',
  'accent-subtle',
  'accent-text',
  'focus-ring',
  'success',
  'success-hover',
  'success-subtle',
  'success-text',
  'fg-on-success',
  'warning',
  'warning-hover',
  'warning-subtle',
  'warning-text',
  'fg-on-warning',
  'danger',
  'danger-hover',
  'danger-subtle',
  'danger-text',
  'fg-on-danger',
] as const;

export type ColourAlias = (typeof COLOUR_ALIASES)[number];

export const STATUSES = ['success', 'warning', 'danger'] as const;
export type Status = (typeof STATUSES)[number];

/** Everything the builder lets a reader set. Every field has a default (`DEFAULT_INPUT`). */
export interface ThemeInput {
  /** The brand colour; light and dark accents are derived from it. */
  accent: Oklch;
  /** Tint of the neutral scale: its hue, and its chroma (0 = pure gray). */
  neutral: {hue: number; chroma: number};
  /** Status colours; a missing one is the library's own. */
  status: Partial<Record<Status, Oklch>>;
  /** Corner radius in rem: controls (buttons, fields) and containers (cards, dialogs, popovers). */
  radius: {control: number; container: number};
  /** A font family id from `FONTS`, or `inherit` to keep the page's font. */
  font: string;
  /** Spacing scale factor: 1 is the library's spacing, 0.875 compact, 1.125 comfortable. */
  density: number;
  /** Hand edits of single aliases per scheme, as #rrggbb; they win over the derived values. */
  overrides: Record<Scheme, Partial<Record<ColourAlias, string>>>;
}

/** A theme's CSS variables (full names, e.g. `--tessera-accent`) per scheme and shared. */
export interface ThemeVars {
  /** Variables that do not change with the scheme: radius, spacing, font. */
  shared: Record<string, string>;
  light: Record<string, string>;
  dark: Record<string, string>;
}
