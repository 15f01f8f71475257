// Which control sets a prop, from the type react-docgen-typescript gives it, and what its
// documented default is as a value. Runs at build time (the page gets the chosen controls) and in tests.
import type {PropControl, PropValue} from './types';

/** Beyond this many options a segmented control no longer fits a line: a Select takes over. */
export const MAX_SEGMENTS = 6;

const STRING_LITERAL = /^(["'])(.*)\1$/;

/** The members of a union of string literals (`"sm" | "md"`), or undefined for any other type. */
export function stringLiterals(type: string): string[] | undefined {
  const members = type.split('|').map((member) => member.trim());
  const values = members.map((member) => STRING_LITERAL.exec(member)?.[2]);
  return values.every((value) => value !== undefined) ? (values as string[]) : undefined;
}

/**
 * The control for a prop of docgen type `type`: a switch for a boolean, a segmented control (or a
 * Select beyond {@link MAX_SEGMENTS} options) for a union of string literals, a number field for a
 * number, a text field for a string or for text content (`ReactNode`). Undefined when none fits.
 */
export function controlFor(type: string): PropControl | undefined {
  const trimmed = type.trim();
  if (trimmed === 'boolean') return {kind: 'switch'};
  if (trimmed === 'number') return {kind: 'number'};
  if (trimmed === 'string' || trimmed === 'ReactNode') return {kind: 'text'};
  const options = stringLiterals(trimmed);
  if (!options || options.length < 2) return undefined;
  return options.length > MAX_SEGMENTS ? {kind: 'select', options} : {kind: 'segmented', options};
}

/** A docgen default (`'md'`, `false`, `8`) as a value; undefined when it is not a literal. */
export function parseDefault(text: string | undefined): PropValue | undefined {
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  if (trimmed === 'true' || trimmed === 'false') return trimmed === 'true';
  const literal = STRING_LITERAL.exec(trimmed);
  if (literal) return literal[2];
  if (/^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  return undefined;
}

/** Whether `value` is one the control can hold. */
export function fitsControl(control: PropControl, value: unknown): value is PropValue {
  switch (control.kind) {
    case 'switch':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'text':
      return typeof value === 'string';
    default:
      return typeof value === 'string' && control.options.includes(value);
  }
}
