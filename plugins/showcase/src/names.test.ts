import {createNameResolver, normalizeName, suggestName} from './names';

const SLUGS = ['disclosure', 'disclosure-group', 'field-error', 'text-field', 'textarea'];

describe('normalizeName', () => {
  it.each([
    ['TextField', 'textfield'],
    ['text-field', 'textfield'],
    ['field_error', 'fielderror'],
    ['Disclosure Group', 'disclosuregroup'],
  ])('should normalise %s to %s', (input, expected) => {
    expect(normalizeName(input)).toBe(expected);
  });
});

describe('createNameResolver', () => {
  const resolve = createNameResolver(SLUGS);

  it('should resolve loose spellings to the slug', () => {
    expect(resolve('textfield')).toBe('text-field');
    expect(resolve('fielderror')).toBe('field-error');
    expect(resolve('disclosuregroup')).toBe('disclosure-group');
    expect(resolve('textarea')).toBe('textarea');
  });

  it('should not resolve a different component', () => {
    expect(resolve('text')).toBeUndefined();
    expect(resolve('disclosures')).toBeUndefined();
  });
});

describe('suggestName', () => {
  it('should suggest the closest slug for a typo', () => {
    expect(suggestName('texfield', SLUGS)).toBe('text-field');
    expect(suggestName('disclosure-grop', SLUGS)).toBe('disclosure-group');
    expect(suggestName('feild-error', SLUGS)).toBe('field-error');
  });

  it('should not suggest anything for an unrelated name', () => {
    expect(suggestName('carousel', SLUGS)).toBeUndefined();
  });
});
