// Selectors reduced to what the contrast check needs: the element a rule styles (classes, types and
// valued attributes such as [data-variant='ghost'], compound by compound) and the states it needs.
// A state is a boolean data attribute, the library's convention for every state ("set when true,
// omitted otherwise"); valued attributes name variants, which are part of the element.

export interface Compound {
  /** Simple selectors that are not states, sorted: `.ui-Button`, `[data-variant='ghost']`. */
  parts: string[];
}

export interface ParsedSelector {
  /** Outermost first; the last is the element the declarations apply to. */
  compounds: Compound[];
  pseudoElement?: string;
  /** States required anywhere in the selector (on the element or an ancestor), sorted. */
  states: string[];
  /** States the selector excludes with `:not([data-x])`. */
  notStates: string[];
  /** Ids, then classes/attributes/pseudo-classes, then types: enough to order the cascade. */
  specificity: number;
}

interface Piece {
  parts: string[];
  states: string[];
  notStates: string[];
  pseudoElement?: string;
  specificity: number;
}

// Enter and exit animations only fade and slide; their rules are not states a reader sees at rest.
const TRANSIENT = new Set(['entering', 'exiting']);

const PSEUDO_STATES: Record<string, string> = {
  'focus-visible': 'focus-visible',
  focus: 'focused',
  hover: 'hovered',
  active: 'pressed',
  disabled: 'disabled',
  checked: 'selected',
};

const LEGACY_PSEUDO_ELEMENTS = new Set(['before', 'after', 'first-line', 'first-letter']);

const empty = (): Piece => ({parts: [], states: [], notStates: [], specificity: 0});

function combine(a: Piece, b: Piece): Piece {
  return {
    parts: [...a.parts, ...b.parts],
    states: [...a.states, ...b.states],
    notStates: [...a.notStates, ...b.notStates],
    pseudoElement: b.pseudoElement ?? a.pseudoElement,
    specificity: a.specificity + b.specificity,
  };
}

/** The text inside the parentheses that open at `open`, and the index after the closing one. */
function argument(text: string, open: number): [string, number] {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    else if (text[index] === ')' && (depth -= 1) === 0)
      return [text.slice(open + 1, index), index + 1];
  }
  throw new Error(`Unclosed "(" in selector "${text}".`);
}

function splitArguments(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(' || char === '[') depth += 1;
    if (char === ')' || char === ']') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  return [...parts, current.trim()];
}

/** The states a `:has()` or `:not()` argument names, whatever element it names them on. */
function statesIn(text: string): string[] {
  const states = [...text.matchAll(/\[data-([\w-]+)\]/g)].map((match) => match[1]!);
  for (const [pseudo, state] of Object.entries(PSEUDO_STATES)) {
    if (new RegExp(`:${pseudo}(?![\\w-])`).test(text)) states.push(state);
  }
  return states;
}

function pseudoClass(name: string, arg: string | undefined): Piece[] | undefined {
  if (name === 'is' || name === 'where' || name === 'matches') {
    return splitArguments(arg ?? '').flatMap((alternative) =>
      parseCompound(alternative).map((piece) =>
        name === 'where' ? {...piece, specificity: 0} : piece,
      ),
    );
  }
  if (name === 'not') {
    // Only negated states matter; `:not(:first-child)` and the like are structure, ignored.
    const states = /^\[data-[\w-]+\]$/.test((arg ?? '').trim()) ? statesIn(arg!) : [];
    return [{...empty(), notStates: states, specificity: 100}];
  }
  if (name === 'has') return [{...empty(), states: statesIn(arg ?? ''), specificity: 100}];
  const state = PSEUDO_STATES[name];
  if (state) return [{...empty(), states: [state], specificity: 100}];
  // Structural and direction pseudo-classes (:first-child, :dir(rtl), …) change no colour in the
  // library, so they are treated as always matching.
  return [{...empty(), specificity: 100}];
}

/** One compound (no combinators) to its alternatives; `:is(a, b)` gives two. */
export function parseCompound(text: string): Piece[] {
  let pieces: Piece[] = [empty()];
  let index = 0;
  const add = (next: Piece[]) => {
    pieces = pieces.flatMap((piece) => next.map((other) => combine(piece, other)));
  };
  while (index < text.length) {
    const rest = text.slice(index);
    let match: RegExpExecArray | null;
    if ((match = /^[.#][\w-]+/.exec(rest))) {
      add([{...empty(), parts: [match[0]], specificity: match[0][0] === '#' ? 10000 : 100}]);
    } else if ((match = /^\[\s*([\w-]+)\s*(?:([~|^$*]?=)\s*(["']?)(.*?)\3\s*)?\]/.exec(rest))) {
      const [, name, operator, , value] = match;
      if (!operator && name!.startsWith('data-')) {
        const state = name!.slice(5);
        if (TRANSIENT.has(state)) return [];
        add([{...empty(), states: [state], specificity: 100}]);
      } else {
        const part = operator ? `[${name}${operator}'${value}']` : `[${name}]`;
        add([{...empty(), parts: [part], specificity: 100}]);
      }
    } else if ((match = /^::?([\w-]+)/.exec(rest))) {
      const name = match[1]!.toLowerCase();
      if (match[0].startsWith('::') || LEGACY_PSEUDO_ELEMENTS.has(name)) {
        add([{...empty(), pseudoElement: `::${name}`, specificity: 1}]);
      } else {
        let arg: string | undefined;
        let end = index + match[0].length;
        if (text[end] === '(') [arg, end] = argument(text, end);
        const next = pseudoClass(name, arg);
        if (!next) return [];
        add(next);
        index = end;
        continue;
      }
    } else if ((match = /^(\*|[a-zA-Z][\w-]*)/.exec(rest))) {
      add([{...empty(), parts: match[0] === '*' ? [] : [match[0]], specificity: 1}]);
    } else {
      throw new Error(`Cannot read "${rest}" in selector "${text}".`);
    }
    index += match[0].length;
  }
  return pieces;
}

/** Splits a complex selector at its combinators (descendant, `>`, `+`, `~`). */
function splitCompounds(selector: string): string[] {
  const compounds: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of selector.trim()) {
    if (char === '(' || char === '[') depth += 1;
    if (char === ')' || char === ']') depth -= 1;
    if (depth === 0 && /[\s>+~]/.test(char)) {
      if (current) compounds.push(current);
      current = '';
    } else current += char;
  }
  if (current) compounds.push(current);
  return compounds;
}

const unique = (values: string[]) => [...new Set(values)].sort();

// Types first, then classes, then attributes, so a compound reads as CSS would write it.
const partRank = (part: string) =>
  part[0] === '.' ? 1 : part[0] === '[' ? 2 : part[0] === '#' ? 0.5 : 0;
export const sortParts = (parts: string[]) =>
  [...new Set(parts)].sort((a, b) => partRank(a) - partRank(b) || a.localeCompare(b));

/** A selector to its alternatives (more than one when it uses `:is()`); none if it never rests. */
export function parseSelector(selector: string): ParsedSelector[] {
  let alternatives: Piece[][] = [[]];
  for (const compound of splitCompounds(selector)) {
    const pieces = parseCompound(compound);
    alternatives = alternatives.flatMap((chain) => pieces.map((piece) => [...chain, piece]));
  }
  return alternatives
    .filter((chain) => chain.length > 0)
    .map((chain) => ({
      compounds: chain.map((piece) => ({parts: sortParts(piece.parts)})),
      pseudoElement: chain.at(-1)!.pseudoElement,
      states: unique(chain.flatMap((piece) => piece.states)),
      notStates: unique(chain.flatMap((piece) => piece.notStates)),
      specificity: chain.reduce((sum, piece) => sum + piece.specificity, 0),
    }))
    .filter((parsed) => !parsed.states.some((state) => parsed.notStates.includes(state)));
}

/** The element a selector styles, readable: its compounds without states, e.g. `.ui-Tabs .ui-Tab`. */
export function elementName(parsed: Pick<ParsedSelector, 'compounds' | 'pseudoElement'>): string {
  return (
    parsed.compounds.map((compound) => compound.parts.join('') || '*').join(' ') +
    (parsed.pseudoElement ?? '')
  );
}
