import type {PropDoc, PropsData} from '../../src/components/PropsTable/types';
import {diffApis} from './diff';

const prop = (name: string, deprecated?: string): PropDoc => ({
  name,
  type: 'boolean',
  description: '',
  required: false,
  ...(deprecated && {deprecated}),
});

const component = (name: string, own: PropDoc[], deprecated?: string): PropsData => ({
  component: name,
  description: '',
  own,
  inherited: [],
  ...(deprecated && {deprecated}),
});

describe('diffApis', () => {
  it('should find renames only in deprecated aliases that name their replacement', () => {
    const older = {
      Button: component('Button', [prop('isLoading'), prop('isFullWidth'), prop('size')]),
    };
    const newer = {
      Button: component('Button', [
        prop('isLoading', 'Use `isPending` instead.'),
        prop('isPending'),
        prop('size'),
        prop('isIconOnly'),
      ]),
    };
    expect(diffApis(older, newer)).toEqual([
      {component: 'Button', change: 'removed', before: 'isFullWidth', prop: true},
      {component: 'Button', change: 'renamed', before: 'isLoading', after: 'isPending', prop: true},
      {component: 'Button', change: 'added', after: 'isIconOnly', prop: true},
    ]);
  });

  it('should not call a same-typed prop swap a rename without an alias', () => {
    const older = {Chip: component('Chip', [prop('color')])};
    const newer = {Chip: component('Chip', [prop('type')])};
    expect(diffApis(older, newer).map((change) => change.change)).toEqual(['removed', 'added']);
  });

  it('should follow a renamed component to its new name, props compared across the rename', () => {
    const older = {Divider: component('Divider', [prop('orientation'), prop('isInset')])};
    const newer = {
      Divider: component('Divider', [prop('orientation')], 'Use `Separator` instead.'),
      Separator: component('Separator', [prop('orientation')]),
      Kbd: component('Kbd', [prop('keys')]),
    };
    expect(diffApis(older, newer)).toEqual([
      {component: 'Kbd', change: 'added', after: 'Kbd'},
      {component: 'Separator', change: 'renamed', before: 'Divider', after: 'Separator'},
      {component: 'Separator', change: 'removed', before: 'isInset', prop: true},
    ]);
  });

  it('should list a component the newer version dropped', () => {
    expect(diffApis({Old: component('Old', [])}, {})).toEqual([
      {component: 'Old', change: 'removed', before: 'Old'},
    ]);
  });
});
