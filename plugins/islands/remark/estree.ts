// The estree edits the plugin makes: MDX compiles JSX attribute expressions and imports from the
// estree attached to each node (`data.estree`), not from their source text.
import {walk, type MdxNode} from '../../remark-site-data/mdast';

interface Statement {
  type: string;
  source?: {value?: unknown};
  specifiers?: {type: string; local: {name: string}}[];
}

/** The module `local` is default-imported from, if it is. */
export function importedFrom(tree: MdxNode, local: string): string | undefined {
  let found: string | undefined;
  walk(tree, (node) => {
    if (node.type !== 'mdxjsEsm') return;
    for (const statement of (node.data?.estree?.body ?? []) as Statement[]) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source?.value !== 'string')
        continue;
      const isDefault = statement.specifiers?.some(
        (specifier) =>
          specifier.type === 'ImportDefaultSpecifier' && specifier.local.name === local,
      );
      if (isDefault) found = statement.source.value;
    }
  });
  return found;
}

/** Removes `import local from '…'` (the whole declaration when it imports nothing else). */
export function removeDefaultImport(tree: MdxNode, local: string): void {
  walk(tree, (node) => {
    if (node.type !== 'mdxjsEsm' || !node.data?.estree) return;
    const body = node.data.estree.body as Statement[];
    node.data.estree.body = body.flatMap((statement) => {
      if (statement.type !== 'ImportDeclaration' || !statement.specifiers) return [statement];
      const specifiers = statement.specifiers.filter(
        (specifier) =>
          !(specifier.type === 'ImportDefaultSpecifier' && specifier.local.name === local),
      );
      if (specifiers.length === statement.specifiers.length) return [statement];
      return specifiers.length === 0 ? [] : [{...statement, specifiers}];
    });
  });
}

/** A `name={expression}` JSX attribute carrying its estree. */
export function expressionAttribute(name: string, expression: object) {
  return {
    type: 'mdxJsxAttribute' as const,
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression' as const,
      value: '',
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{type: 'ExpressionStatement', expression}],
        },
      },
    },
  };
}
