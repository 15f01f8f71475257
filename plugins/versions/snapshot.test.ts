import type {PropDoc} from '../../src/components/PropsTable/types';
import {packSnapshot, unpackSnapshot} from './snapshot';

const className = (description: string): PropDoc => ({
  name: 'className',
  type: 'string',
  description,
  required: false,
});

const components = {
  Button: {
    component: 'Button',
    module: 'button',
    description: 'Triggers an action.',
    own: [{name: 'variant', type: '"primary"', description: 'Emphasis.', required: false}],
    inherited: [{source: 'react-aria-components', props: [className('Button classes.')]}],
  },
  Link: {
    component: 'Link',
    module: 'link',
    description: 'Goes somewhere.',
    deprecated: 'Use `Anchor` instead.',
    own: [],
    inherited: [{source: 'react-aria-components', props: [className('Link classes.')]}],
  },
};

describe('props snapshots', () => {
  const file = packSnapshot({version: '2.x', release: '2.4.0', recordedBy: 'test'}, components);

  it('should share inherited props and key a differently documented one by name and hash', () => {
    expect(file.components.Button?.inherited).toEqual([
      {source: 'react-aria-components', props: ['className']},
    ]);
    const [linkKey] = file.components.Link!.inherited[0]!.props;
    expect(linkKey).toMatch(/^className~[0-9a-f]{8}$/);
    expect(Object.keys(file.inherited['react-aria-components']!)).toEqual(['className', linkKey]);
  });

  it('should unpack to the props data it was packed from', () => {
    expect(unpackSnapshot(JSON.parse(JSON.stringify(file)), 'props.json')).toEqual({
      version: '2.x',
      release: '2.4.0',
      components,
    });
  });

  it('should refuse a format it does not read', () => {
    expect(() => unpackSnapshot({...file, format: 2 as 1}, 'props.json')).toThrow(
      new Error('props.json is a props snapshot in format 2; this site reads format 1.'),
    );
  });

  it('should name a component whose inherited prop is missing', () => {
    const broken = {...file, inherited: {}};
    expect(() => unpackSnapshot(broken, 'props.json')).toThrow(
      new Error(
        'props.json: Button inherits "className" from react-aria-components, which the snapshot does not define.',
      ),
    );
  });
});
