import {closest, editDistance} from './suggest';

describe('closest', () => {
  const names = ['button', 'close-button', 'tabs', 'text-field', 'textarea', 'tooltip'];

  it.each([
    ['buton', 'button'],
    ['Tab', 'tabs'],
    ['textfield', 'text-field'],
    ['tooltips', 'tooltip'],
  ])('should suggest %s → %s', (input, expected) => {
    expect(closest(input, names)).toBe(expected);
  });

  it('should suggest nothing for a name far from every component', () => {
    expect(closest('datepicker', names)).toBeUndefined();
  });
});

describe('editDistance', () => {
  it('should count insertions, deletions and substitutions', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});
