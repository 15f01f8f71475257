// The inputs that reproduce the library's own theme: a theme exports only what differs from them.
import {hexToOklch} from './color';
import type {ThemeInput} from './types';

/** The library's accent, --tessera-blue-600. */
export const DEFAULT_ACCENT = hexToOklch('#2563eb');

export const DEFAULT_INPUT: ThemeInput = {
  accent: DEFAULT_ACCENT,
  // The library's grays are zinc: a faint violet-blue tint.
  neutral: {hue: 285.9, chroma: 0.006},
  status: {},
  radius: {control: 0.375, container: 0.75},
  font: 'inherit',
  density: 1,
  overrides: {light: {}, dark: {}},
};

/** The library's spacing steps: `--tessera-space-<name>` is `<rem>`. */
export const SPACE_STEPS: Array<[string, number]> = [
  ['0-5', 0.125],
  ['1', 0.25],
  ['1-5', 0.375],
  ['2', 0.5],
  ['3', 0.75],
  ['4', 1],
  ['5', 1.25],
  ['6', 1.5],
  ['8', 2],
  ['10', 2.5],
  ['12', 3],
];

/** Control heights scale with the spacing, so a compact theme has compact fields. */
export const CONTROL_HEIGHTS: Array<[string, number]> = [
  ['sm', 2],
  ['md', 2.5],
  ['lg', 3],
];
