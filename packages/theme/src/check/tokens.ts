// The token sheet's custom properties per scheme, as the cascade gives them: dark's rules overlaid
// on light's (the scales and every alias dark does not re-point carry over).
import {parseCss} from './parseCss';
import type {SchemeVars} from './types';

const DARK = /dark/i;

export function tokenVars(css: string): SchemeVars {
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  for (const rule of parseCss(css)) {
    const isDark = rule.selectors.some((selector) => DARK.test(selector));
    for (const [property, value] of rule.declarations) {
      if (property.startsWith('--')) (isDark ? dark : light)[property] = value;
    }
  }
  return {light, dark: {...light, ...dark}};
}
