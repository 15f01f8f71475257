// A playground's JSX template, parsed into the tree the page is given (TemplateNode): elements,
// literal attributes and text only, so the browser renders and prints it without a compiler.
// TypeScript parses it: it is already the build's JSX parser (docgen), and loads only for a template.
import type * as TypeScript from 'typescript';
import type {
  PropValue,
  TemplateChild,
  TemplateNode,
} from '../../../src/components/Playground/types';

let typescript: typeof TypeScript | undefined;
function ts(): typeof TypeScript {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on demand
  typescript ??= require('typescript') as typeof TypeScript;
  return typescript;
}

/** JSX text as React sees it: lines trimmed, blank lines dropped, the rest joined by spaces. */
export function jsxText(text: string): string {
  if (!text.includes('\n')) return text;
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ');
}

function attributeValue(node: TypeScript.JsxAttribute, source: TypeScript.SourceFile): PropValue {
  const t = ts();
  const name = node.name.getText(source);
  const initializer = node.initializer;
  if (!initializer) return true;
  if (t.isStringLiteral(initializer)) return initializer.text;
  const expression = t.isJsxExpression(initializer) ? initializer.expression : undefined;
  if (expression) {
    if (t.isStringLiteral(expression) || t.isNoSubstitutionTemplateLiteral(expression))
      return expression.text;
    if (t.isNumericLiteral(expression)) return Number(expression.text);
    if (expression.kind === t.SyntaxKind.TrueKeyword) return true;
    if (expression.kind === t.SyntaxKind.FalseKeyword) return false;
    if (
      t.isPrefixUnaryExpression(expression) &&
      expression.operator === t.SyntaxKind.MinusToken &&
      t.isNumericLiteral(expression.operand)
    ) {
      return -Number(expression.operand.text);
    }
  }
  throw new Error(`${name}=${initializer.getText(source)} must be a string, a number or a boolean`);
}

function toNode(
  element: TypeScript.JsxElement | TypeScript.JsxSelfClosingElement,
  source: TypeScript.SourceFile,
): TemplateNode {
  const t = ts();
  const opening = t.isJsxElement(element) ? element.openingElement : element;
  const type = opening.tagName.getText(source);
  if (!/^[A-Za-z][\w-]*$/.test(type)) throw new Error(`<${type}> is not a plain element name`);
  const attributes: Record<string, PropValue> = {};
  for (const attribute of opening.attributes.properties) {
    if (!t.isJsxAttribute(attribute))
      throw new Error(`<${type}> spreads props; write each one out`);
    attributes[attribute.name.getText(source)] = attributeValue(attribute, source);
  }
  const children: TemplateChild[] = [];
  for (const child of t.isJsxElement(element) ? element.children : []) {
    if (t.isJsxText(child)) {
      const text = jsxText(child.text);
      if (text !== '') children.push(text);
    } else if (t.isJsxElement(child) || t.isJsxSelfClosingElement(child)) {
      children.push(toNode(child, source));
    } else if (
      t.isJsxExpression(child) &&
      child.expression &&
      t.isStringLiteral(child.expression)
    ) {
      children.push(child.expression.text);
    } else if (!(t.isJsxExpression(child) && !child.expression)) {
      throw new Error(
        `<${type}> has a child that is not text or an element: ${child.getText(source)}`,
      );
    }
  }
  return [type, attributes, ...children];
}

/** Parses one JSX element; fails with the reason when the text is anything else. */
export function parseTemplate(text: string): TemplateNode {
  const t = ts();
  const source = t.createSourceFile(
    'template.tsx',
    `(${text.trim()});`,
    t.ScriptTarget.Latest,
    true,
    t.ScriptKind.TSX,
  );
  const diagnostics = (source as unknown as {parseDiagnostics: TypeScript.Diagnostic[]})
    .parseDiagnostics;
  if (diagnostics.length > 0) {
    throw new Error(t.flattenDiagnosticMessageText(diagnostics[0]!.messageText, ' '));
  }
  const statement = source.statements[0];
  let expression =
    statement && t.isExpressionStatement(statement) ? statement.expression : undefined;
  while (expression && t.isParenthesizedExpression(expression)) expression = expression.expression;
  if (
    source.statements.length !== 1 ||
    !expression ||
    !(t.isJsxElement(expression) || t.isJsxSelfClosingElement(expression))
  ) {
    throw new Error('it must be one JSX element');
  }
  return toNode(expression, source);
}

/** Every element type of the tree, in document order, once each. */
export function elementTypes(node: TemplateNode): string[] {
  const types = new Set<string>();
  const visit = ([type, , ...children]: TemplateNode) => {
    types.add(type);
    for (const child of children) if (typeof child !== 'string') visit(child);
  };
  visit(node);
  return [...types];
}
