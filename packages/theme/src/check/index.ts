export {checkPair, checkTheme} from './checkTheme';
export {extractPairs} from './extract';
export {nearestPassingFix, rootAlias} from './fix';
export {parseCss} from './parseCss';
export type {CssRule} from './parseCss';
export {resolveColour} from './resolve';
export {tokenVars} from './tokens';
export type {
  CheckResult,
  ContrastFix,
  ContrastPair,
  Exemption,
  PairKind,
  PairState,
  Scheme,
  SchemeVars,
  ThemeChecks,
} from './types';
