// The contrast check's data: pairs derived from the library's CSS, and their results in a theme.

/** `text` 4.5:1 and `large-text` 3:1 (SC 1.4.3), `ui` boundaries and `focus` rings 3:1 (SC 1.4.11). */
export type PairKind = 'text' | 'large-text' | 'ui' | 'focus';

/** Why a pair need not pass: SC 1.4.3 exempts inactive components, and placeholders are hints. */
export type Exemption = 'disabled' | 'placeholder';

/**
 * A state label: `default`, a state (`hover`, `pressed`, `focus-visible`, `focus`, `selected`,
 * `invalid`, `disabled`, …, any boolean `data-*` state a sheet styles) or several joined by `+`
 * (`selected+hover`).
 */
export type PairState = string;

export interface ContrastPair {
  /** Stable and unique: component, element, state, kind and background. */
  id: string;
  component: string;
  /** The selector without its states, e.g. `.ui-Button[data-variant='secondary']`. */
  element: string;
  state: PairState;
  kind: PairKind;
  exempt?: Exemption;
  /** 4.5, 3 or 3; 0 when exempt. */
  minimum: number;
  /** CSS colour expressions over the theme's variables: `var(--tessera-fg)`, a `color-mix(…)`. */
  fg: string;
  bg: string;
}

export type Scheme = 'light' | 'dark';

export type SchemeVars = Record<Scheme, Record<string, string>>;

export interface CheckResult {
  pair: ContrastPair;
  scheme: Scheme;
  /** #rrggbb, or undefined when the theme leaves a colour unresolvable. */
  fg?: string;
  bg?: string;
  ratio: number;
  pass: boolean;
}

export interface ContrastFix {
  /** The `--tessera-*` alias to change: the root of fg, or of bg when fg is fixed. */
  alias: string;
  /** Its new value, #rrggbb: the same OKLCH hue and chroma at the nearest passing lightness. */
  value: string;
  ratio: number;
}

/** What the theme builder page receives from the build. */
export interface ThemeChecks {
  pairs: ContrastPair[];
  /** Every `--tessera-*` property per scheme, dark overlaid on light as the cascade does. */
  tokens: SchemeVars;
}
