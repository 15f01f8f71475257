// Accent families a reader can try on the home page: each re-points the library's accent aliases
// at one of its own colour scales, per colour mode, at steps that keep every text and UI pair at
// WCAG AA (the token contrast test checks each family as it checks the defaults).

type Step = 50 | 200 | 300 | 400 | 600 | 700 | 800 | 900 | 975;

interface AccentSteps {
  accent: Step;
  hover: Step;
  pressed: Step;
  subtle: Step;
  text: Step;
  ring: Step;
}

export interface Accent {
  id: string;
  label: string;
  /** The library scale it uses: `--tessera-<scale>-<step>`. */
  scale: string;
  light: AccentSteps;
  dark: AccentSteps;
}

const vivid: Pick<Accent, 'light' | 'dark'> = {
  light: {accent: 600, hover: 700, pressed: 800, subtle: 50, text: 700, ring: 600},
  dark: {accent: 400, hover: 300, pressed: 200, subtle: 975, text: 300, ring: 400},
};
// Lighter hues need one step darker in light mode for white text on them.
const deep: Pick<Accent, 'light'> = {
  light: {accent: 700, hover: 800, pressed: 900, subtle: 50, text: 700, ring: 700},
};

export const ACCENTS: Accent[] = [
  {id: 'blue', label: 'Blue', scale: 'blue', ...vivid},
  {id: 'violet', label: 'Violet', scale: 'violet', ...vivid, dark: {...vivid.dark, subtle: 900}},
  {id: 'teal', label: 'Teal', scale: 'teal', ...vivid, ...deep, dark: {...vivid.dark, subtle: 900}},
  {id: 'green', label: 'Green', scale: 'green', ...vivid, ...deep},
  {id: 'amber', label: 'Amber', scale: 'amber', ...vivid, ...deep},
  {id: 'red', label: 'Red', scale: 'red', ...vivid},
];

export const DEFAULT_ACCENT = 'blue';

function declarations(scale: string, steps: AccentSteps): string {
  const token = (step: Step) => `var(--tessera-${scale}-${step})`;
  return [
    `--tessera-accent: ${token(steps.accent)};`,
    `--tessera-accent-hover: ${token(steps.hover)};`,
    `--tessera-accent-pressed: ${token(steps.pressed)};`,
    `--tessera-accent-subtle: ${token(steps.subtle)};`,
    `--tessera-accent-text: ${token(steps.text)};`,
    `--tessera-focus-ring: ${token(steps.ring)};`,
  ].join(' ');
}

/** The accent's aliases as CSS: `light` and `dark` are the selectors each mode's values go under. */
export function accentCss(accent: Accent, selectors: {light: string; dark: string}): string {
  return (
    `${selectors.light} { ${declarations(accent.scale, accent.light)} }\n` +
    `${selectors.dark} { ${declarations(accent.scale, accent.dark)} }\n`
  );
}
