import type {PropsData} from '../../../src/components/PropsTable/types';
import {toPlaygroundData} from './data';

const PAGE = 'docs/components/button.mdx';

const prop = (name: string, type: string, defaultValue?: string) => ({
  name,
  type,
  description: '',
  required: false,
  ...(defaultValue !== undefined && {defaultValue}),
});

const components: Record<string, PropsData> = {
  Button: {
    component: 'Button',
    description: '',
    module: 'button',
    own: [
      prop('variant', '"primary" | "secondary"', "'primary'"),
      prop('size', '"sm" | "md" | "lg"', "'md'"),
      prop('onPress', '((e: PressEvent) => void)'),
    ],
    inherited: [{source: 'react-aria-components', props: [prop('isDisabled', 'boolean')]}],
  },
  Select: {
    component: 'Select',
    description: '',
    module: 'select',
    own: [prop('size', '"sm" | "md"', "'md'")],
    inherited: [],
  },
  SelectItem: {component: 'SelectItem', description: '', module: 'select', own: [], inherited: []},
};

const build = (playground: unknown) => toPlaygroundData(playground, components, PAGE);

describe('toPlaygroundData', () => {
  it('should give the page the exposed props with their controls and defaults from docgen', () => {
    expect(
      build({
        component: 'Button',
        props: ['variant', 'isDisabled'],
        children: 'Save',
        values: {variant: 'secondary'},
      }),
    ).toEqual({
      data: {
        component: 'Button',
        props: [
          {
            name: 'variant',
            control: {kind: 'segmented', options: ['primary', 'secondary']},
            defaultValue: 'primary',
            value: 'secondary',
          },
          {name: 'isDisabled', control: {kind: 'switch'}},
        ],
        children: 'Save',
        template: ['Button', {}],
        imports: ['Button'],
      },
      modules: ['button'],
    });
  });

  it('should parse a template into a tree and import what it uses from their entry points', () => {
    const {data, modules} = build({
      component: 'Select',
      props: ['size'],
      template: `<Select label="Country" isRequired maxCount={3}>\n  <SelectItem id="ca">Canada</SelectItem>\n  <div>and more</div>\n</Select>`,
    });
    expect(data.template).toEqual([
      'Select',
      {label: 'Country', isRequired: true, maxCount: 3},
      ['SelectItem', {id: 'ca'}, 'Canada'],
      ['div', {}, 'and more'],
    ]);
    expect(data.imports).toEqual(['Select', 'SelectItem']);
    expect(modules).toEqual(['select']);
  });

  it.each([
    [
      'a prop the component does not have',
      {component: 'Button', props: ['variantt']},
      'docs/components/button.mdx: playground.props lists "variantt", which is not a prop of Button in its docgen data.',
    ],
    [
      'a component the library does not export',
      {component: 'Buton', props: ['size']},
      'docs/components/button.mdx: playground.component "Buton" is not a component @tessera-ui/react exports.',
    ],
    [
      'a prop no control can set',
      {component: 'Button', props: ['onPress']},
      'docs/components/button.mdx: playground.props lists "onPress", whose type ((e: PressEvent) => void) has no control (boolean, number, string, text or a union of string literals).',
    ],
    [
      'a sample value the prop cannot take',
      {component: 'Button', props: ['size'], values: {size: 'xl'}},
      `docs/components/button.mdx: playground.values.size is "xl", which Button's size ("sm" | "md" | "lg") cannot take.`,
    ],
    [
      'a template without the component',
      {component: 'Button', props: ['size'], template: '<div>Nothing</div>'},
      'docs/components/button.mdx: playground.template has no <Button> element to set the props on.',
    ],
    [
      'a template with an element the library does not export',
      {component: 'Button', props: ['size'], template: '<Toolbox><Button /></Toolbox>'},
      'docs/components/button.mdx: playground.template uses <Toolbox>, which @tessera-ui/react does not export.',
    ],
    [
      'a template with an expression',
      {component: 'Button', props: ['size'], template: '<Button onPress={() => save()} />'},
      'docs/components/button.mdx: playground.template is not a template the playground can render: onPress={() => save()} must be a string, a number or a boolean.',
    ],
    [
      'a template that is not JSX',
      {component: 'Button', props: ['size'], template: '<Button>'},
      "docs/components/button.mdx: playground.template is not a template the playground can render: JSX element 'Button' has no corresponding closing tag.",
    ],
  ])(
    'should fail the build on %s, in one line naming the page and the entry',
    (_, playground, message) => {
      expect(() => build(playground)).toThrow(new Error(message));
      expect(message).not.toContain('\n');
    },
  );
});
