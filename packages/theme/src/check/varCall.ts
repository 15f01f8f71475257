// Finding var() calls in a CSS value: both the theme's resolver and the component-local
// substitution walk values one call at a time.
import {splitTopLevel} from './parseCss';

export interface VarCall {
  /** Index of `var(`. */
  start: number;
  /** Index of its closing parenthesis; the value's length when it is never closed. */
  end: number;
  name: string;
  fallback?: string;
}

/** The first var() call at or after `from`; undefined when there is none. */
export function nextVarCall(text: string, from = 0): VarCall | undefined {
  const start = text.indexOf('var(', from);
  if (start === -1) return undefined;
  let depth = 0;
  let end = start + 3;
  for (; end < text.length; end += 1) {
    if (text[end] === '(') depth += 1;
    else if (text[end] === ')' && (depth -= 1) === 0) break;
  }
  const [name, ...rest] = splitTopLevel(text.slice(start + 4, end), ',');
  return {
    start,
    end,
    name: name!.trim(),
    ...(rest.length > 0 ? {fallback: rest.join(',').trim()} : {}),
  };
}
