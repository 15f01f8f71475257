import {parsePlaygroundFrontMatter} from './frontMatter';

const PAGE = 'docs/components/select.mdx';
const parse = (value: unknown) => parsePlaygroundFrontMatter(value, PAGE);

describe('parsePlaygroundFrontMatter', () => {
  it('should keep a well-formed entry as it is', () => {
    const entry = {
      component: 'Select',
      props: ['size'],
      values: {size: 'sm'},
      template: '<Select />',
    };
    expect(parse(entry)).toEqual(entry);
  });

  it('should allow no props when the text children are the control', () => {
    expect(parse({component: 'Label', props: [], children: 'Name'})).toEqual({
      component: 'Label',
      props: [],
      children: 'Name',
    });
  });

  it.each([
    [
      'a list instead of a mapping',
      ['Select'],
      'playground must be a mapping with component and props, e.g. {component: Button, props: [variant]}.',
    ],
    [
      'an unknown setting',
      {component: 'Select', props: ['size'], prop: ['x']},
      'playground.prop is not a playground setting; use component, props, children, values, template.',
    ],
    [
      'no component',
      {props: ['size']},
      'playground.component must name a component of @tessera-ui/react, e.g. Button.',
    ],
    [
      'props that are not a list',
      {component: 'Select', props: 'size'},
      'playground.props must list prop names, e.g. [variant, size].',
    ],
    [
      'no props and no children',
      {component: 'Select', props: []},
      'playground.props is empty: list at least one prop, or give playground.children.',
    ],
    [
      'a prop listed twice',
      {component: 'Select', props: ['size', 'size']},
      'playground.props lists "size" twice.',
    ],
    [
      'children among the props',
      {component: 'Select', props: ['children']},
      'playground.props lists "children": give the text as playground.children instead.',
    ],
    [
      'children that are not text',
      {component: 'Select', props: ['size'], children: 3},
      'playground.children must be text.',
    ],
    [
      'a value for a prop that is not exposed',
      {component: 'Select', props: ['size'], values: {label: 'Country'}},
      'playground.values sets "label", which playground.props does not list.',
    ],
    [
      'a value that is a list',
      {component: 'Select', props: ['size'], values: {size: ['sm']}},
      'playground.values.size must be a string, a number or a boolean.',
    ],
    [
      'an empty template',
      {component: 'Select', props: ['size'], template: ' '},
      'playground.template must be JSX text, e.g. "<Select label=\\"Country\\">…</Select>".',
    ],
  ])('should reject %s, naming the page and the entry', (_, value, message) => {
    expect(() => parse(value)).toThrow(new Error(`${PAGE}: ${message}`));
  });
});
