import {controlFor, fitsControl, MAX_SEGMENTS, parseDefault, stringLiterals} from './controls';

const union = (count: number) =>
  Array.from({length: count}, (_, index) => `"option${index}"`).join(' | ');

describe('controlFor', () => {
  it('should give a boolean prop a switch', () => {
    expect(controlFor('boolean')).toEqual({kind: 'switch'});
  });

  it('should give a union of a few string literals a segmented control with its members', () => {
    expect(controlFor('"sm" | "md" | "lg"')).toEqual({
      kind: 'segmented',
      options: ['sm', 'md', 'lg'],
    });
  });

  it(`should give a union of more than ${MAX_SEGMENTS} string literals a Select`, () => {
    expect(controlFor(union(MAX_SEGMENTS))).toMatchObject({kind: 'segmented'});
    expect(controlFor(union(MAX_SEGMENTS + 1))).toEqual({
      kind: 'select',
      options: Array.from({length: MAX_SEGMENTS + 1}, (_, index) => `option${index}`),
    });
  });

  it('should give a number prop a number field', () => {
    expect(controlFor('number')).toEqual({kind: 'number'});
  });

  it('should give a string prop and text content (ReactNode) a text field', () => {
    expect(controlFor('string')).toEqual({kind: 'text'});
    expect(controlFor('ReactNode')).toEqual({kind: 'text'});
  });

  it.each([
    ['a function', '((value: string) => void)'],
    ['an object type', 'CSSProperties'],
    ['a union mixing literals and other types', '"auto" | number'],
    ['a lone string literal', '"only"'],
  ])('should give %s no control', (_, type) => {
    expect(controlFor(type)).toBeUndefined();
  });
});

describe('stringLiterals', () => {
  it('should read single- and double-quoted members, spaces inside kept', () => {
    expect(stringLiterals(`'bottom start' | "top"`)).toEqual(['bottom start', 'top']);
  });
});

describe('parseDefault', () => {
  it.each([
    [`'md'`, 'md'],
    ['"primary"', 'primary'],
    ['false', false],
    ['true', true],
    ['8', 8],
    ['-1.5', -1.5],
  ])('should read the docgen default %s as %p', (text, value) => {
    expect(parseDefault(text)).toBe(value);
  });

  it('should read a default that is not a literal as none', () => {
    expect(parseDefault('document.body')).toBeUndefined();
    expect(parseDefault('`Remove ${children}` when children is text')).toBeUndefined();
    expect(parseDefault(undefined)).toBeUndefined();
  });
});

describe('fitsControl', () => {
  it('should accept only a member of a segmented control', () => {
    expect(fitsControl({kind: 'segmented', options: ['sm', 'md']}, 'md')).toBe(true);
    expect(fitsControl({kind: 'segmented', options: ['sm', 'md']}, 'xl')).toBe(false);
  });

  it('should accept only a value of the control type', () => {
    expect(fitsControl({kind: 'switch'}, 'yes')).toBe(false);
    expect(fitsControl({kind: 'number'}, 3)).toBe(true);
    expect(fitsControl({kind: 'text'}, 3)).toBe(false);
  });
});
