import {BASE_RENDERERS, parseAttributes, renderJsx} from './jsx';

const renderers = {
  ...BASE_RENDERERS,
  PropsTable: (attributes: Record<string, unknown>) =>
    `| props of ${String(attributes.component)} |`,
  Note: (_: Record<string, unknown>, children: string) => `> ${children}`,
};

describe('renderJsx', () => {
  it('should replace self-closing and paired elements, innermost first', () => {
    expect(
      renderJsx(
        "Press <Kbd keys={['shift', 'tab']} /> or <Kbd>Esc</Kbd>.\n\n<PropsTable component=\"Button\" />\n\n<Note>Use <Kbd>Tab</Kbd>.</Note>",
        renderers,
        'page.mdx',
      ),
    ).toBe('Press `Shift+Tab` or `Esc`.\n\n| props of Button |\n\n> Use `Tab`.');
  });

  it('should turn tabs into a labelled section each, keeping their fenced code', () => {
    const source = [
      '<Tabs groupId="pm">',
      '<TabItem value="npm" label="npm" default>',
      '',
      '```bash',
      'npm install <Pkg>',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="pnpm" label="pnpm">',
      '',
      '```bash',
      'pnpm add x',
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n');
    expect(renderJsx(source, renderers, 'page.mdx')).toBe(
      '**npm**\n\n```bash\nnpm install <Pkg>\n```\n\n**pnpm**\n\n```bash\npnpm add x\n```',
    );
  });

  it('should leave elements inside fenced and inline code alone', () => {
    const source = 'Write `<PropsTable component="X" />` like this:\n\n```mdx\n<Unknown />\n```';
    expect(renderJsx(source, renderers, 'page.mdx')).toBe(source);
  });

  it('should fail with the page and the name of an element it has no renderer for', () => {
    expect(() => renderJsx('Text <Swatches tokens="x" />', renderers, 'docs/theming.mdx')).toThrow(
      "docs/theming.mdx: <Swatches> has no Markdown form; give the page's twin a renderer for it (packages/registry/src/jsx.ts).",
    );
  });
});

describe('parseAttributes', () => {
  it('should read strings, bare names and literal expressions', () => {
    expect(parseAttributes(` a="x" b='y' c d={['p', 'q']} e={2} f={someVariable}`)).toEqual({
      a: 'x',
      b: 'y',
      c: true,
      d: ['p', 'q'],
      e: 2,
      f: 'someVariable',
    });
  });
});
