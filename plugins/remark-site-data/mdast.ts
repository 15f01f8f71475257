// The few MDX syntax-tree shapes this plugin reads and writes (mdast-util-mdx-jsx, mdast-util-mdxjs-esm).

export interface MdxAttribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: string | null | {type: 'mdxJsxAttributeValueExpression'; value: string};
}

export interface MdxNode {
  type: string;
  name?: string | null;
  attributes?: MdxAttribute[];
  children?: MdxNode[];
  data?: {estree?: {body: EstreeStatement[]}};
}

interface EstreeStatement {
  type: string;
  source?: {value?: unknown};
  specifiers?: {type: string; local: {name: string}}[];
}

export function walk(node: MdxNode, visit: (node: MdxNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

export function isJsxElement(node: MdxNode, name: string): boolean {
  return (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name
  );
}

export function getAttribute(node: MdxNode, name: string): MdxAttribute | undefined {
  return node.attributes?.find(
    (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name,
  );
}

/** The string value of `name="x"`, or the identifier in `name={x}`. */
export function attributeText(node: MdxNode, name: string): string | undefined {
  const value = getAttribute(node, name)?.value;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') return value.value.trim();
  return undefined;
}

export function setStringAttribute(node: MdxNode, name: string, value: string): void {
  node.attributes = [
    ...(node.attributes ?? []).filter((attribute) => attribute.name !== name),
    {type: 'mdxJsxAttribute', name, value},
  ];
}

/** Local name → module specifier for every import in the MDX file. */
export function collectImports(tree: MdxNode): Map<string, string> {
  const imports = new Map<string, string>();
  walk(tree, (node) => {
    if (node.type !== 'mdxjsEsm') return;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source?.value !== 'string')
        continue;
      for (const specifier of statement.specifiers ?? [])
        imports.set(specifier.local.name, statement.source.value);
    }
  });
  return imports;
}
