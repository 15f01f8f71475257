// A theme's inputs to the library's CSS variables. Each group of inputs (accent, neutral tint, each
// status colour, radius, font, density) writes its variables only when it differs from the
// library's own, so the default theme is empty and an export holds only what a reader changed.
import {toHex} from './color';
import {CONTROL_HEIGHTS, DEFAULT_INPUT, SPACE_STEPS} from './defaults';
import {deriveFamily} from './family';
import {findFont} from './fonts';
import {deriveNeutral} from './neutral';
import {STATUSES, type Oklch, type Scheme, type ThemeInput, type ThemeVars} from './types';

const SCHEMES: Scheme[] = ['light', 'dark'];

const sameColour = (a: Oklch, b: Oklch) => toHex(a) === toHex(b);

const rem = (value: number) => `${Number(value.toFixed(4))}rem`;

function radiusVars({control, container}: ThemeInput['radius']): Record<string, string> {
  // The library's steps keep a 2:3 ratio: sm/md for controls, lg/xl for containers.
  return {
    '--tessera-radius-sm': rem((control * 2) / 3),
    '--tessera-radius-md': rem(control),
    '--tessera-radius-lg': rem((container * 2) / 3),
    '--tessera-radius-xl': rem(container),
  };
}

function densityVars(density: number): Record<string, string> {
  return Object.fromEntries([
    ...SPACE_STEPS.map(([name, value]) => [`--tessera-space-${name}`, rem(value * density)]),
    ...CONTROL_HEIGHTS.map(([name, value]) => [
      `--tessera-control-height-${name}`,
      rem(value * density),
    ]),
  ]);
}

function familyVars(
  prefix: 'accent' | (typeof STATUSES)[number],
  colour: Oklch,
  scheme: Scheme,
  page: string,
): Record<string, string> {
  const family = deriveFamily(colour, scheme, page);
  const vars: Record<string, string> = {
    [`--tessera-${prefix}`]: family.fill,
    [`--tessera-${prefix}-hover`]: family.hover,
    [`--tessera-${prefix}-subtle`]: family.subtle,
    [`--tessera-${prefix}-text`]: family.text,
    [`--tessera-fg-on-${prefix}`]: family.onFill,
  };
  if (prefix === 'accent') {
    vars['--tessera-accent-pressed'] = family.pressed;
    vars['--tessera-focus-ring'] = family.fill;
  }
  return vars;
}

function schemeVars(input: ThemeInput, scheme: Scheme): Record<string, string> {
  const neutral = deriveNeutral(input.neutral, scheme);
  const vars: Record<string, string> = {};
  const neutralChanged =
    input.neutral.hue !== DEFAULT_INPUT.neutral.hue ||
    input.neutral.chroma !== DEFAULT_INPUT.neutral.chroma;
  if (neutralChanged) {
    for (const [alias, value] of Object.entries(neutral)) vars[`--tessera-${alias}`] = value;
  }
  if (!sameColour(input.accent, DEFAULT_INPUT.accent)) {
    Object.assign(vars, familyVars('accent', input.accent, scheme, neutral.bg));
  }
  for (const status of STATUSES) {
    const colour = input.status[status];
    if (colour) Object.assign(vars, familyVars(status, colour, scheme, neutral.bg));
  }
  for (const [alias, value] of Object.entries(input.overrides[scheme])) {
    if (value) vars[`--tessera-${alias}`] = value;
  }
  return vars;
}

export function deriveTheme(input: ThemeInput): ThemeVars {
  const shared: Record<string, string> = {};
  const {radius, density, font} = input;
  if (
    radius.control !== DEFAULT_INPUT.radius.control ||
    radius.container !== DEFAULT_INPUT.radius.container
  ) {
    Object.assign(shared, radiusVars(radius));
  }
  if (density !== DEFAULT_INPUT.density) Object.assign(shared, densityVars(density));
  const stack = findFont(font)?.stack;
  if (stack) shared['--tessera-font-family'] = stack;
  const [light, dark] = SCHEMES.map((scheme) => schemeVars(input, scheme));
  return {shared, light: light!, dark: dark!};
}

export function isEmptyTheme(vars: ThemeVars): boolean {
  return [vars.shared, vars.light, vars.dark].every((group) => Object.keys(group).length === 0);
}
