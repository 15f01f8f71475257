// A theme as W3C Design Tokens (the DTCG format, 2025.10): colours per scheme, radius, spacing and
// the font family, each with its $type, so token tools (Style Dictionary, Figma plugins) read it.
import {hexToRgb} from './color';
import type {ThemeVars} from './types';

type Token = {$type: string; $value: unknown};
type Group = {[name: string]: Token | Group};

function colourToken(hex: string): Token {
  const components = hexToRgb(hex).map((channel) => Number(channel.toFixed(4)));
  return {$type: 'color', $value: {colorSpace: 'srgb', components, hex}};
}

function sharedToken(value: string): Token {
  const dimension = /^(-?[\d.]+)(rem|px)$/.exec(value);
  if (dimension) {
    return {$type: 'dimension', $value: {value: Number(dimension[1]), unit: dimension[2]}};
  }
  return {
    $type: 'fontFamily',
    $value: value.split(',').map((family) => family.trim().replace(/^'|'$/g, '')),
  };
}

const tokenName = (variable: string) => variable.replace(/^--tessera-/, '');

function group(vars: Record<string, string>, token: (value: string) => Token): Group {
  return Object.fromEntries(
    Object.entries(vars).map(([name, value]) => [tokenName(name), token(value)]),
  );
}

export function themeDtcg(vars: ThemeVars): Group {
  const tokens: Group = {};
  if (Object.keys(vars.shared).length > 0) tokens.base = group(vars.shared, sharedToken);
  if (Object.keys(vars.light).length > 0) tokens.light = group(vars.light, colourToken);
  if (Object.keys(vars.dark).length > 0) tokens.dark = group(vars.dark, colourToken);
  return {tessera: tokens};
}
