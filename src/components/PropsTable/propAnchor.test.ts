import {propAnchor} from './propAnchor';

describe('propAnchor', () => {
  it('should join the component and the prop so tables on one page never share an anchor', () => {
    expect(propAnchor('Tab', 'isDisabled')).toBe('prop-Tab-isDisabled');
    expect(propAnchor('TabList', 'isDisabled')).not.toBe(propAnchor('Tab', 'isDisabled'));
  });

  it('should replace characters that would need escaping in a URL fragment', () => {
    expect(propAnchor('Button', 'aria-label')).toBe('prop-Button-aria-label');
    expect(propAnchor('Field', 'on:change')).toBe('prop-Field-on-change');
  });
});
