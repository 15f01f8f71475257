// MDX's JSX elements in a page's Markdown twin: each element is replaced with Markdown by the
// renderer its caller supplies for that name, innermost first (a <TabItem> before its <Tabs>).
// Fenced and inline code are left alone. An element no renderer knows fails the conversion with
// its name: a twin must never hand a program a tag in place of the content the page shows.

/** Attributes as the page wrote them: strings, `true` for a bare name, literals from `{…}`. */
export type JsxAttributes = Record<string, unknown>;

/** Renders one element; `children` is its content, already converted. */
export type JsxRenderer = (attributes: JsxAttributes, children: string) => string;

export type JsxRenderers = Readonly<Record<string, JsxRenderer>>;

export class UnknownElementError extends Error {
  override name = 'UnknownElementError';
}

const ATTRIBUTE = /([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|\{((?:[^{}]|\{[^{}]*\})*)\}))?/g;
const ATTRIBUTES = String.raw`((?:\s+[\w-]+(?:=(?:"[^"]*"|'[^']*'|\{(?:[^{}]|\{[^{}]*\})*\}))?)*)\s*`;
const SELF_CLOSING = new RegExp(String.raw`<([A-Z][\w.]*)${ATTRIBUTES}\/>`, 'g');
// A paired element whose content holds no other element (no "<" followed by a capital letter).
const INNERMOST = new RegExp(
  String.raw`<([A-Z][\w.]*)${ATTRIBUTES}>((?:(?!<\/?[A-Z])[\s\S])*?)<\/\1>`,
  'g',
);
const PROTECTED = /^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n[ \t]*\1[ \t]*$|`[^`\n]+`/gm;

/** A `{…}` attribute as a value: JSON-like literals (single quotes allowed), else its text. */
function literal(expression: string): unknown {
  const text = expression.trim();
  try {
    return JSON.parse(text.replace(/'([^'\\]*)'/g, (_, inner: string) => JSON.stringify(inner)));
  } catch {
    return text;
  }
}

export function parseAttributes(text: string): JsxAttributes {
  const attributes: JsxAttributes = {};
  for (const match of text.matchAll(ATTRIBUTE)) {
    const [, name, double, single, expression] = match;
    attributes[name!] = double ?? single ?? (expression === undefined ? true : literal(expression));
  }
  return attributes;
}

export function renderJsx(markdown: string, renderers: JsxRenderers, where: string): string {
  const kept: string[] = [];
  let text = markdown.replace(PROTECTED, (code) => `\uE000${kept.push(code) - 1}\uE000`);
  const render = (name: string, attributes: string, children: string) => {
    const renderer = renderers[name];
    if (!renderer) {
      throw new UnknownElementError(
        `${where}: <${name}> has no Markdown form; give the page's twin a renderer for it (packages/registry/src/jsx.ts).`,
      );
    }
    const restored = children.replace(
      /\uE000(\d+)\uE000/g,
      (_, index: string) => kept[Number(index)]!,
    );
    const output = renderer(parseAttributes(attributes), restored.trim());
    return output.replace(PROTECTED, (code) => `\uE000${kept.push(code) - 1}\uE000`);
  };
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text
      .replace(SELF_CLOSING, (_, name: string, attributes: string) => render(name, attributes, ''))
      .replace(INNERMOST, (_, name: string, attributes: string, children: string) =>
        render(name, attributes, children),
      );
  }
  const left = /<\/?([A-Z][\w.]*)/.exec(text);
  if (left) {
    throw new UnknownElementError(
      `${where}: <${left[1]}> is not closed, or holds text that is not Markdown.`,
    );
  }
  return text.replace(/\uE000(\d+)\uE000/g, (_, index: string) => kept[Number(index)]!);
}

const titleCase = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/** Elements whose Markdown form needs no site data. */
export const BASE_RENDERERS: JsxRenderers = {
  /** `<Kbd>Tab</Kbd>`, `<Kbd keys={['shift', 'tab']} />` → `Shift+Tab` (`Mod` is ⌘ or Ctrl). */
  Kbd: (attributes, children) => {
    const keys = Array.isArray(attributes.keys) ? (attributes.keys as string[]) : [children];
    return `\`${keys.map(titleCase).join('+')}\``;
  },
  Tabs: (_, children) => children,
  TabItem: (attributes, children) =>
    `**${String(attributes.label ?? attributes.value ?? '')}**\n\n${children}\n`,
};
