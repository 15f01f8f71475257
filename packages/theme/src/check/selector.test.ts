import {elementName, parseSelector} from './selector';

describe('parseSelector', () => {
  it('should take boolean data attributes out as states and keep valued ones in the element', () => {
    const [parsed] = parseSelector(".ui-Button[data-variant='ghost'][data-hovered]");
    expect(parsed).toMatchObject({states: ['hovered'], notStates: []});
    expect(elementName(parsed!)).toBe(".ui-Button[data-variant='ghost']");
  });

  it('should find states on ancestors and give the element its descendant chain', () => {
    const [parsed] = parseSelector('.ui-Checkbox-button[data-selected] > .ui-Checkbox-box');
    expect(parsed!.states).toEqual(['selected']);
    expect(elementName(parsed!)).toBe('.ui-Checkbox-button .ui-Checkbox-box');
  });

  it('should expand :is() into one selector per alternative', () => {
    const parsed = parseSelector('.a:is([data-selected], [data-indeterminate]) .b');
    expect(parsed.map((p) => p.states)).toEqual([['selected'], ['indeterminate']]);
  });

  it('should read :not() of a state, :has() of focus and pseudo-classes as states', () => {
    expect(parseSelector('.t[data-hovered]:not([data-selected])')[0]).toMatchObject({
      states: ['hovered'],
      notStates: ['selected'],
    });
    expect(parseSelector('.a:has(input:focus-visible) .b')[0]!.states).toEqual(['focus-visible']);
    expect(parseSelector('.a:focus')[0]!.states).toEqual(['focused']);
  });

  it('should keep pseudo-elements and ignore structural pseudo-classes', () => {
    const [parsed] = parseSelector('.ui-Input:first-child::placeholder');
    expect(elementName(parsed!)).toBe('.ui-Input::placeholder');
  });

  it('should drop selectors of enter and exit animations', () => {
    expect(parseSelector('.ui-Popover[data-entering]')).toEqual([]);
  });
});
