import {composeClassName} from './composeClassName';

describe('composeClassName', () => {
  it('should put the component class first and keep a string a string', () => {
    expect(composeClassName('mine', 'ui-Card')).toBe('ui-Card mine');
    expect(composeClassName(undefined, 'ui-Card', {'ui-Card-active': false})).toBe('ui-Card');
  });

  it('should keep a render-prop className a function of the render props', () => {
    const merged = composeClassName<{isPressed: boolean}>(
      ({isPressed}) => (isPressed ? 'pressed' : 'idle'),
      'ui-Button',
    );
    expect(typeof merged).toBe('function');
    const render = merged as (values: {isPressed: boolean; defaultClassName: undefined}) => string;
    expect(render({isPressed: true, defaultClassName: undefined})).toBe('ui-Button pressed');
    expect(render({isPressed: false, defaultClassName: undefined})).toBe('ui-Button idle');
  });
});
