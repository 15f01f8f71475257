// remark plugin: makes every `<Example of={X} />` in MDX an island. It replaces `of` with
//   load={() => import('<X's file>')}
//   server={process.env.TESSERA_SSR ? require('<X's file>').default : undefined}
//   jsUrl={process.env.TESSERA_SSR ? undefined : require('<X's file>?example-js')}
// and drops `import X` when nothing else uses X, so the example's code (and React Aria with it)
// leaves the page's first-load JavaScript: the server still renders the preview, and the browser
// loads the code when the reader reaches for it (src/islands). `jsUrl` is the URL of the example
// as JavaScript, a JSON file (plugins/example-js) fetched for readers who pick it; the server
// build never makes it.
// Runs after remark-site-data, which reads `of` to inject the source.
import {attributeText, isJsxElement, walk, type MdxNode} from '../../remark-site-data/mdast';
import {EXAMPLE_JS_QUERY} from '../../example-js';
import {expressionAttribute, importedFrom, removeDefaultImport} from './estree';

interface VFileLike {
  value?: unknown;
}

/** How often `name` occurs as a whole word in the page's source. */
function occurrences(source: string, name: string): number {
  return source.match(new RegExp(`(?<![\\w$])${name}(?![\\w$])`, 'g'))?.length ?? 0;
}

export default function remarkExampleIslands() {
  return (tree: MdxNode, file: VFileLike): void => {
    const uses = new Map<string, number>();
    walk(tree, (node) => {
      if (!isJsxElement(node, 'Example')) return;
      const local = attributeText(node, 'of');
      if (local === undefined) return;
      const specifier = importedFrom(tree, local);
      if (specifier === undefined) return;
      node.attributes = [
        ...(node.attributes ?? []).filter((attribute) => attribute.name !== 'of'),
        expressionAttribute('load', lazyImport(specifier)),
        expressionAttribute('server', {
          type: 'ConditionalExpression',
          test: member(member(identifier('process'), 'env'), 'TESSERA_SSR'),
          consequent: member(requireCall(specifier), 'default'),
          alternate: identifier('undefined'),
        }),
        expressionAttribute('jsUrl', {
          type: 'ConditionalExpression',
          test: member(member(identifier('process'), 'env'), 'TESSERA_SSR'),
          consequent: identifier('undefined'),
          // A require, not an import(): the module is an asset, its value the file's URL, so the
          // page holds a string and the bundler's runtime gains no chunk.
          alternate: requireCall(`${specifier}?${EXAMPLE_JS_QUERY}`),
        }),
      ];
      uses.set(local, (uses.get(local) ?? 0) + 1);
    });
    const source = typeof file.value === 'string' ? file.value : String(file.value ?? '');
    for (const [local, count] of uses) {
      // The import itself plus each `of={local}`: anything more is another use; keep the import.
      if (occurrences(source, local) === count + 1) removeDefaultImport(tree, local);
    }
  };
}

/** `() => import(specifier)` */
function lazyImport(specifier: string) {
  return {
    type: 'ArrowFunctionExpression',
    params: [],
    expression: true,
    async: false,
    generator: false,
    body: {type: 'ImportExpression', source: literal(specifier)},
  };
}

/** `require(specifier)` */
function requireCall(specifier: string) {
  return {
    type: 'CallExpression',
    callee: identifier('require'),
    arguments: [literal(specifier)],
    optional: false,
  };
}

function literal(value: string) {
  return {type: 'Literal', value, raw: JSON.stringify(value)};
}

function identifier(name: string) {
  return {type: 'Identifier', name};
}

function member(object: object, property: string) {
  return {
    type: 'MemberExpression',
    object,
    property: identifier(property),
    computed: false,
    optional: false,
  };
}
