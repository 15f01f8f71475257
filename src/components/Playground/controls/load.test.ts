import type {PlaygroundData, PlaygroundProp} from '../types';
import {loadControls} from './load';

const dataWith = (...props: PlaygroundProp[]): string =>
  JSON.stringify({
    component: 'Button',
    props,
    template: ['Button', {}],
    imports: ['Button'],
  } satisfies PlaygroundData);

describe('loadControls', () => {
  it('should load the select control only for a playground with a select', async () => {
    const kinds = await loadControls(
      dataWith({name: 'placement', control: {kind: 'select', options: ['top', 'bottom']}}),
    );
    expect(kinds.select).toBeInstanceOf(Function);
    expect(kinds.number).toBeUndefined();
  });

  it('should load the number control only for a playground with a number', async () => {
    const kinds = await loadControls(dataWith({name: 'maxValue', control: {kind: 'number'}}));
    expect(kinds.number).toBeInstanceOf(Function);
    expect(kinds.select).toBeUndefined();
  });

  it('should load neither for switches, segmented controls and text', async () => {
    const kinds = await loadControls(
      dataWith(
        {name: 'isDisabled', control: {kind: 'switch'}},
        {name: 'size', control: {kind: 'segmented', options: ['sm', 'md']}},
        {name: 'label', control: {kind: 'text'}},
      ),
    );
    expect(kinds).toEqual({});
  });
});
