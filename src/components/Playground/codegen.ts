// The playground's code, generated from the sample tree and the current values: the module a reader
// would write (import, a default-exported function), with every prop at its default left out. It
// comes as syntax tokens, typed as the site's build-time highlighter types them, so the code is
// coloured as it changes without shipping a highlighter (see HighlightedCode).
import type {Token} from 'prism-react-renderer';
import {PACKAGE_NAME} from '@site/src/components/Example/source';
import type {TokenLines} from '@site/src/utils/codeTokens';
import type {
  PlaygroundData,
  PlaygroundValues,
  PropValue,
  TemplateChild,
  TemplateNode,
} from './types';

/** Longest line before an import or a tag breaks its list one item per line, as Prettier would. */
const MAX_LINE = 100;

/** Whether a prop at `value` shows in the code: set, and not what the component does without it. */
export function isShown(
  value: PropValue | undefined,
  defaultValue: PropValue | undefined,
): boolean {
  if (value === undefined || value === '') return false;
  if (value === false && defaultValue === undefined) return false;
  return value !== defaultValue;
}

/** The sample with the current values applied to its component's element. */
export function applyValues(data: PlaygroundData, values: PlaygroundValues): TemplateNode {
  let applied = false;
  const visit = (node: TemplateNode): TemplateNode => {
    const [type, attributes, ...children] = node;
    if (type === data.component && !applied) {
      applied = true;
      const props = {...attributes};
      for (const prop of data.props) {
        const value = values[prop.name];
        if (isShown(value, prop.defaultValue)) props[prop.name] = value!;
        else delete props[prop.name];
      }
      if (data.children === undefined) return [type, props, ...children];
      const text = values.children;
      return typeof text === 'string' && text !== '' ? [type, props, text] : [type, props];
    }
    return [
      type,
      attributes,
      ...children.map((child) => (typeof child === 'string' ? child : visit(child))),
    ];
  };
  return visit(data.template);
}

/** The name of the generated function: `ButtonExample`. */
export const functionName = (component: string) => `${component}Example`;

class Writer {
  readonly lines: Token[][] = [[]];
  add(content: string, ...types: string[]): this {
    this.lines.at(-1)!.push({types: types.length > 0 ? types : ['plain'], content});
    return this;
  }
  newline(indent = 0): this {
    this.lines.push([]);
    if (indent > 0) this.add(' '.repeat(indent));
    return this;
  }
}

const lineLength = (parts: string[]) => parts.join('').length;

function attributeParts(name: string, value: PropValue): Array<[string, ...string[]]> {
  if (value === true) return [[name, 'tag', 'attr-name']];
  if (typeof value === 'string' && !value.includes('"') && !value.includes('\n')) {
    return [
      [name, 'tag', 'attr-name'],
      ['=', 'tag', 'attr-value', 'punctuation'],
      [`"${value}"`, 'tag', 'attr-value'],
    ];
  }
  const literal = typeof value === 'string' ? JSON.stringify(value) : String(value);
  const kind =
    typeof value === 'string' ? 'string' : typeof value === 'number' ? 'number' : 'boolean';
  return [
    [name, 'tag', 'attr-name'],
    ['={', 'tag', 'script', 'punctuation'],
    [literal, 'tag', 'script', kind],
    ['}', 'tag', 'script', 'punctuation'],
  ];
}

const textNeedsExpression = (text: string) => /[{}<>]/.test(text) || text !== text.trim();

function writeOpenTag(out: Writer, node: TemplateNode, indent: number, selfClosing: boolean): void {
  const [type, attributes] = node;
  const attributes_ = Object.entries(attributes).map(([name, value]) =>
    attributeParts(name, value),
  );
  const flat = attributes_.flatMap((parts) => [' ', ...parts.map(([content]) => content)]);
  const oneLine = indent + lineLength([`<${type}`, ...flat, selfClosing ? ' />' : '>']) <= MAX_LINE;
  out.add('<', 'tag', 'punctuation').add(type, 'tag', /^[A-Z]/.test(type) ? 'class-name' : 'tag');
  for (const parts of attributes_) {
    if (oneLine) out.add(' ', 'tag');
    else out.newline(indent + 2);
    for (const [content, ...types] of parts) out.add(content, ...types);
  }
  if (!oneLine) out.newline(indent);
  out.add(selfClosing ? (oneLine ? ' />' : '/>') : '>', 'tag', 'punctuation');
}

function writeText(out: Writer, text: string): void {
  if (!textNeedsExpression(text)) out.add(text);
  else out.add('{', 'punctuation').add(JSON.stringify(text), 'string').add('}', 'punctuation');
}

function writeNode(out: Writer, node: TemplateNode, indent: number): void {
  const [type, , ...children] = node;
  if (children.length === 0) return writeOpenTag(out, node, indent, true);
  writeOpenTag(out, node, indent, false);
  const inline = children.every((child) => typeof child === 'string');
  for (const child of children) {
    if (!inline) out.newline(indent + 2);
    if (typeof child === 'string') writeText(out, child);
    else writeNode(out, child, indent + 2);
  }
  if (!inline) out.newline(indent);
  out.add('</', 'tag', 'punctuation').add(type, 'tag', /^[A-Z]/.test(type) ? 'class-name' : 'tag');
  out.add('>', 'tag', 'punctuation');
}

const isMultiline = (node: TemplateChild): boolean =>
  typeof node !== 'string' && node.slice(2).some((child) => typeof child !== 'string');

function writeImports(out: Writer, names: string[]): void {
  const from = ` from '${PACKAGE_NAME}';`;
  out.add('import', 'keyword').add(' ').add('{', 'punctuation');
  const oneLine = lineLength(['import {', names.join(', '), '}', from]) <= MAX_LINE;
  names.forEach((name, index) => {
    if (!oneLine) out.newline(2);
    else if (index > 0) out.add(' ');
    out.add(name, 'maybe-class-name');
    if (!oneLine || index < names.length - 1) out.add(',', 'punctuation');
  });
  if (!oneLine) out.newline();
  out.add('}', 'punctuation').add(' ').add('from', 'keyword').add(' ');
  out.add(`'${PACKAGE_NAME}'`, 'string').add(';', 'punctuation');
}

/** The generated module as syntax tokens, line by line. */
export function generateTokens(data: PlaygroundData, values: PlaygroundValues): TokenLines {
  const out = new Writer();
  writeImports(out, data.imports);
  out.newline().newline();
  out.add('export', 'keyword').add(' ').add('default', 'keyword').add(' ');
  out.add('function', 'keyword').add(' ').add(functionName(data.component), 'function');
  out.add('(', 'punctuation').add(')', 'punctuation').add(' ').add('{', 'punctuation');
  out.newline(2).add('return', 'keyword').add(' ');
  const root = applyValues(data, values);
  // A one-line element that would overflow still wraps in parentheses, as Prettier wraps it.
  const single = new Writer();
  writeNode(single, root, 2);
  if (!isMultiline(root) && single.lines.length === 1) {
    writeNode(out, root, 2);
  } else {
    out.add('(', 'punctuation').newline(4);
    writeNode(out, root, 4);
    out.newline(2).add(')', 'punctuation');
  }
  out.add(';', 'punctuation').newline().add('}', 'punctuation');
  return out.lines.map((line) =>
    line.length === 0 ? [{types: ['plain'], content: '\n', empty: true}] : line,
  );
}

/** The text the tokens spell. */
export function tokensToText(lines: TokenLines): string {
  return lines
    .map((line) => (line[0]?.empty ? '' : line.map((token) => token.content).join('')))
    .join('\n');
}

/** The generated module's source. */
export function generateCode(data: PlaygroundData, values: PlaygroundValues): string {
  return tokensToText(generateTokens(data, values));
}
