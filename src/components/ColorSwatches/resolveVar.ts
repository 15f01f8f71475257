// Resolves CSS custom property references the way the cascade would, for copying token values.

/** The spec's limit on how many nested `var()` references are followed. */
export const MAX_VAR_DEPTH = 5;

export type Resolution =
  {ok: true; value: string} | {ok: false; value: string; reason: 'missing' | 'cycle' | 'too-deep'};

interface VarCall {
  start: number;
  end: number;
  name: string;
  fallback?: string;
}

/** Finds the first top-level `var(--name[, fallback])` in a value, honouring nested parentheses. */
export function findVar(value: string, from = 0): VarCall | undefined {
  const start = value.indexOf('var(', from);
  if (start === -1) return undefined;
  let depth = 0;
  let comma = -1;
  for (let index = start + 3; index < value.length; index += 1) {
    const char = value[index];
    if (char === '(') depth += 1;
    else if (char === ')') {
      depth -= 1;
      if (depth === 0) {
        const inner = value.slice(start + 4, index);
        const name = (comma === -1 ? inner : value.slice(start + 4, comma)).trim();
        const fallback = comma === -1 ? undefined : value.slice(comma + 1, index).trim();
        return {start, end: index + 1, name, fallback};
      }
    } else if (char === ',' && depth === 1 && comma === -1) comma = index;
  }
  return undefined;
}

/**
 * Replaces every `var()` in `value` with what it refers to, following at most `maxDepth` nested
 * references. Missing properties use their fallback when one is given; cycles and chains deeper
 * than the limit fail instead of looping.
 */
export function resolveValue(
  value: string,
  vars: Readonly<Record<string, string>>,
  maxDepth = MAX_VAR_DEPTH,
  seen: readonly string[] = [],
): Resolution {
  let output = '';
  let cursor = 0;
  for (let call = findVar(value); call; call = findVar(value, cursor)) {
    output += value.slice(cursor, call.start);
    cursor = call.end;
    const replacement = resolveCall(call, vars, maxDepth, seen);
    if (!replacement.ok) return {...replacement, value: output + value.slice(call.start)};
    output += replacement.value;
  }
  return {ok: true, value: (output + value.slice(cursor)).trim()};
}

function resolveCall(
  call: VarCall,
  vars: Readonly<Record<string, string>>,
  maxDepth: number,
  seen: readonly string[],
): Resolution {
  const fromFallback = (reason: 'missing' | 'cycle'): Resolution =>
    call.fallback === undefined
      ? {ok: false, value: '', reason}
      : resolveValue(call.fallback, vars, maxDepth, seen);

  if (seen.includes(call.name)) return fromFallback('cycle');
  const referenced = vars[call.name];
  if (referenced === undefined) return fromFallback('missing');
  if (seen.length >= maxDepth) return {ok: false, value: '', reason: 'too-deep'};
  return resolveValue(referenced, vars, maxDepth, [...seen, call.name]);
}

/** Resolves a custom property by name, e.g. `resolveToken('--tessera-accent', vars)`. */
export function resolveToken(
  name: string,
  vars: Readonly<Record<string, string>>,
  maxDepth = MAX_VAR_DEPTH,
): Resolution {
  return resolveValue(`var(${name})`, vars, maxDepth + 1);
}
