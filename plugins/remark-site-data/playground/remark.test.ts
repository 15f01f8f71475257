import type {PropsData} from '../../../src/components/PropsTable/types';
import type {MdxNode} from '../mdast';
import {injectPlayground} from './remark';

const components: Record<string, PropsData> = {
  Select: {
    component: 'Select',
    description: '',
    module: 'select',
    own: [{name: 'size', type: '"sm" | "md"', description: '', required: false}],
    inherited: [],
  },
  SelectItem: {component: 'SelectItem', description: '', module: 'select', own: [], inherited: []},
};

/** The estree of an attribute's expression, as MDX compiles it. */
const expressionOf = (node: MdxNode, name: string) =>
  (
    node.attributes?.find((attribute) => attribute.name === name)?.value as unknown as {
      data: {estree: {body: [{expression: unknown}]}};
    }
  ).data.estree.body[0].expression;

describe('injectPlayground', () => {
  it('should give <Playground /> its data and the entry points its sample renders, loaded and required', () => {
    const node: MdxNode = {type: 'mdxJsxFlowElement', name: 'Playground', attributes: []};
    injectPlayground(
      node,
      {
        playground: {
          component: 'Select',
          props: ['size'],
          template: '<Select><SelectItem>A</SelectItem></Select>',
        },
      },
      components,
      'docs/components/select.mdx',
    );
    const data = node.attributes?.find((attribute) => attribute.name === 'data')?.value;
    expect(JSON.parse(String(data))).toMatchObject({
      component: 'Select',
      imports: ['Select', 'SelectItem'],
    });
    expect(JSON.stringify(expressionOf(node, 'load'))).toContain(
      '{"type":"ImportExpression","source":{"type":"Literal","value":"@tessera-ui/react/select"',
    );
    expect(JSON.stringify(expressionOf(node, 'server'))).toMatch(
      /"name":"TESSERA_SSR".*"callee":\{"type":"Identifier","name":"require"\},"arguments":\[\{"type":"Literal","value":"@tessera-ui\/react\/select"/,
    );
  });

  it('should fail a page that has <Playground /> but no playground front matter', () => {
    const node: MdxNode = {type: 'mdxJsxFlowElement', name: 'Playground', attributes: []};
    expect(() => injectPlayground(node, {}, components, 'docs/components/select.mdx')).toThrow(
      new Error(
        'docs/components/select.mdx: <Playground /> needs "playground" in the front matter (component and props).',
      ),
    );
  });
});
