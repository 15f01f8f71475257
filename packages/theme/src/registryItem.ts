// A theme as a shadcn registry item of type registry:theme: the shadcn CLI writes its cssVars into
// the app's stylesheet, without the leading dashes: `light` into :root, `dark` into .dark. Radius,
// spacing and font go under `light` too: shadcn writes `theme` into Tailwind's `@theme inline`,
// which sets nothing in an app without Tailwind, while :root applies in both schemes.
import type {ThemeVars} from './types';

export interface RegistryThemeItem {
  $schema: string;
  name: string;
  type: 'registry:theme';
  title: string;
  description: string;
  cssVars: {
    theme?: Record<string, string>;
    light?: Record<string, string>;
    dark?: Record<string, string>;
  };
}

const bare = (vars: Record<string, string>) =>
  Object.fromEntries(Object.entries(vars).map(([name, value]) => [name.replace(/^--/, ''), value]));

export function registryThemeItem(
  theme: {id: string; label: string},
  vars: ThemeVars,
): RegistryThemeItem {
  const cssVars: RegistryThemeItem['cssVars'] = {};
  const light = {...vars.shared, ...vars.light};
  if (Object.keys(light).length > 0) cssVars.light = bare(light);
  if (Object.keys(vars.dark).length > 0) cssVars.dark = bare(vars.dark);
  return {
    $schema: 'https://ui.shadcn.com/schema/registry-item.json',
    name: `theme-${theme.id}`,
    type: 'registry:theme',
    title: `${theme.label} theme`,
    description: `The ${theme.label} theme for Tessera UI: the library's CSS variables, light and dark.`,
    cssVars,
  };
}

/**
 * The theme's variables back from an item's cssVars (for `tessera-ui theme <item url>`): what is
 * not a colour goes back to `shared`, where the CSS file writes it once, for both schemes.
 */
export function varsFromRegistryItem(item: Pick<RegistryThemeItem, 'cssVars'>): ThemeVars {
  const dashed = (vars: Record<string, string> = {}) =>
    Object.fromEntries(Object.entries(vars).map(([name, value]) => [`--${name}`, value]));
  const light = dashed(item.cssVars.light);
  const isColour = (name: string) => !/^--tessera-(radius|space|control-height|font)-/.test(name);
  return {
    shared: {
      ...dashed(item.cssVars.theme),
      ...Object.fromEntries(Object.entries(light).filter(([name]) => !isColour(name))),
    },
    light: Object.fromEntries(Object.entries(light).filter(([name]) => isColour(name))),
    dark: dashed(item.cssVars.dark),
  };
}
