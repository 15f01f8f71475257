// MDX syntax-tree nodes for the remark plugins' tests.
import type {MdxNode} from '../mdast';

/** `import local from 'source'`, as remark-mdx parses it. */
export function importNode(local: string, source: string): MdxNode {
  return {
    type: 'mdxjsEsm',
    data: {
      estree: {
        body: [
          {
            type: 'ImportDeclaration',
            source: {value: source},
            specifiers: [{type: 'ImportDefaultSpecifier', local: {name: local}}],
          },
        ],
      },
    },
  };
}
