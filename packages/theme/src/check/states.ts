// Which combinations of states an element is checked in, and how they are labelled.
import type {SheetRule} from './cascade';

/** Focus states: a ring is checked in them, and they alone do not make an element a control. */
export const FOCUS_STATES = ['focus-visible', 'focused', 'focus-within'];

/** Lasting states a reader must be able to see (1.4.11), unlike hover and press feedback. */
export const LASTING_STATES = ['selected', 'indeterminate', 'invalid', 'current', 'checked'];

/**
 * React Aria's interaction states: an element styled in one is a control. Boolean attributes that
 * configure rather than interact (`data-animated`, `data-icon-only`) do not make one.
 */
export const INTERACTIVE_STATES = [
  'hovered',
  'pressed',
  'selected',
  'indeterminate',
  'invalid',
  'disabled',
  'dragging',
  'open',
  'expanded',
  'current',
  'readonly',
  'checked',
];

/** Pointer feedback: a fill that changes only under the pointer is not what identifies a part. */
export const FEEDBACK_STATES = ['hovered', 'pressed', 'dragging'];

/** States in which the edge of a field or box answers the pointer, so the edge is its identity. */
export const INTERACTION_STATES = ['hovered', 'pressed', 'invalid'];

const LABELS: Record<string, string> = {hovered: 'hover', focused: 'focus'};

const ORDER = [
  'selected',
  'indeterminate',
  'current',
  'invalid',
  'hovered',
  'pressed',
  'focused',
  'focus-visible',
];

const rank = (state: string) => {
  const index = ORDER.indexOf(state);
  return index === -1 ? (state === 'disabled' ? ORDER.length + 1 : ORDER.length) : index;
};

/**
 * The state sets the element's rules (and its named ancestors') are written for, plus the default.
 * Only combinations a sheet spells out are checked: `[data-selected][data-hovered]` is, a hover on
 * an invalid field is not unless a rule names both. Keyboard focus implies focus, as in the DOM.
 */
export function stateCombinations(rules: SheetRule[]): string[][] {
  const all = rules.map((rule) => rule.parsed.states);
  const styled = new Set(all.flat());
  const combos = new Map<string, string[]>([['', []]]);
  for (const states of all) {
    const full =
      states.includes('focus-visible') && styled.has('focused') ? [...states, 'focused'] : states;
    const sorted = [...new Set(full)].sort();
    combos.set(sorted.join(' '), sorted);
  }
  return [...combos.values()];
}

export function stateLabel(states: string[]): string {
  const shown = states.includes('focus-visible') ? states.filter((s) => s !== 'focused') : states;
  if (shown.length === 0) return 'default';
  return [...shown]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((state) => LABELS[state] ?? state)
    .join('+');
}
