// The playground's part of remark-site-data: `<Playground />` gets its data from the page's
// `playground` front matter, and the code of the entry points its sample renders:
//   data="…"                                               (PlaygroundData, JSON)
//   load={() => Promise.all([import('@tessera-ui/react/select'), …])}
//   server={process.env.TESSERA_SSR ? [require('@tessera-ui/react/select'), …] : undefined}
// so the browser loads only those components, and only when the playground goes live.
import {PACKAGE_NAME} from '../../../src/components/Example/source';
import type {PropsData} from '../../../src/components/PropsTable/types';
import {expressionAttribute} from '../../islands/remark/estree';
import {setStringAttribute, type MdxNode} from '../mdast';
import {toPlaygroundData} from './data';

const literal = (value: string) => ({type: 'Literal', value, raw: JSON.stringify(value)});
const identifier = (name: string) => ({type: 'Identifier', name});
const call = (callee: object, args: object[]) => ({
  type: 'CallExpression',
  callee,
  arguments: args,
  optional: false,
});
const member = (object: object, property: string) => ({
  type: 'MemberExpression',
  object,
  property: identifier(property),
  computed: false,
  optional: false,
});

/** Fills in `<Playground />` from the page's front matter `playground`. */
export function injectPlayground(
  node: MdxNode,
  frontMatter: Record<string, unknown> | undefined,
  components: Record<string, PropsData>,
  page: string,
): void {
  if (frontMatter?.playground === undefined) {
    throw new Error(
      `${page}: <Playground /> needs "playground" in the front matter (component and props).`,
    );
  }
  const {data, modules} = toPlaygroundData(frontMatter.playground, components, page);
  const specifiers = modules.map((module) => `${PACKAGE_NAME}/${module}`);
  setStringAttribute(node, 'data', JSON.stringify(data));
  node.attributes = [
    ...(node.attributes ?? []).filter(({name}) => name !== 'load' && name !== 'server'),
    expressionAttribute('load', {
      type: 'ArrowFunctionExpression',
      params: [],
      expression: true,
      async: false,
      generator: false,
      body: call(member(identifier('Promise'), 'all'), [
        {
          type: 'ArrayExpression',
          elements: specifiers.map((specifier) => ({
            type: 'ImportExpression',
            source: literal(specifier),
          })),
        },
      ]),
    }),
    expressionAttribute('server', {
      type: 'ConditionalExpression',
      test: member(member(identifier('process'), 'env'), 'TESSERA_SSR'),
      consequent: {
        type: 'ArrayExpression',
        elements: specifiers.map((specifier) => call(identifier('require'), [literal(specifier)])),
      },
      alternate: identifier('undefined'),
    }),
  ];
}
