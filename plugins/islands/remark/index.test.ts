import remarkExampleIslands from './index';
import type {MdxNode} from '../../remark-site-data/mdast';
import {importNode} from '../../remark-site-data/__fixtures__/nodes';

function example(local: string): MdxNode {
  return {
    type: 'mdxJsxFlowElement',
    name: 'Example',
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'of',
        value: {type: 'mdxJsxAttributeValueExpression', value: local},
      },
    ],
    children: [],
  };
}

const expressionOf = (node: MdxNode, name: string) =>
  (
    node.attributes?.find((attribute) => attribute.name === name)?.value as unknown as {
      data: {estree: {body: {expression: unknown}[]}};
    }
  ).data.estree.body[0]!.expression;

describe('the islands remark plugin', () => {
  it('should replace of={X} with a load import, a server-only require and a browser-only JavaScript URL, and drop the import', () => {
    const esm = importNode('Hero', './examples/hero.tsx');
    const block = example('Hero');
    const source = "import Hero from './examples/hero.tsx';\n\n<Example of={Hero} />\n";
    remarkExampleIslands()({type: 'root', children: [esm, block]}, {value: source});

    expect(block.attributes?.map((attribute) => attribute.name)).toEqual([
      'load',
      'server',
      'jsUrl',
    ]);
    expect(expressionOf(block, 'load')).toMatchObject({
      type: 'ArrowFunctionExpression',
      body: {type: 'ImportExpression', source: {value: './examples/hero.tsx'}},
    });
    expect(expressionOf(block, 'server')).toMatchObject({
      type: 'ConditionalExpression',
      test: {
        object: {object: {name: 'process'}, property: {name: 'env'}},
        property: {name: 'TESSERA_SSR'},
      },
      consequent: {
        object: {callee: {name: 'require'}, arguments: [{value: './examples/hero.tsx'}]},
        property: {name: 'default'},
      },
      alternate: {name: 'undefined'},
    });
    // A require of the asset, whose value is its URL: no import(), which would make a chunk.
    expect(expressionOf(block, 'jsUrl')).toMatchObject({
      type: 'ConditionalExpression',
      test: {property: {name: 'TESSERA_SSR'}},
      consequent: {name: 'undefined'},
      alternate: {
        type: 'CallExpression',
        callee: {name: 'require'},
        arguments: [{value: './examples/hero.tsx?example-js'}],
      },
    });
    expect(esm.data?.estree?.body).toEqual([]);
  });

  it('should keep the import when the page uses the component elsewhere too', () => {
    const esm = importNode('Hero', './examples/hero.tsx');
    const source = "import Hero from './examples/hero.tsx';\n\n<Example of={Hero} />\n\n<Hero />\n";
    remarkExampleIslands()({type: 'root', children: [esm, example('Hero')]}, {value: source});
    expect(esm.data?.estree?.body).toHaveLength(1);
  });

  it('should leave an Example whose component is not a default import alone', () => {
    const block = example('Inline');
    remarkExampleIslands()({type: 'root', children: [block]}, {value: '<Example of={Inline} />'});
    expect(block.attributes?.map((attribute) => attribute.name)).toEqual(['of']);
  });
});
