import {
  inlineExamples,
  markdownPath,
  stripEsm,
  toLlmsTxt,
  toMarkdown,
  type DocEntry,
} from './markdown';

const none = {renderers: {}, where: 'page.mdx'};

describe('toMarkdown', () => {
  it('should drop front matter and MDX imports, and add title and description', () => {
    const source = [
      '---',
      'title: Button',
      'description: Triggers an action.',
      '---',
      '',
      "import Example from '@site/src/components/Example';",
      "import Primary from './examples/button/primary';",
      '',
      'Buttons trigger actions. Do not import this sentence away.',
      '',
      '<Example of={Primary} />',
    ].join('\n');
    const options = {renderers: {Example: () => '(example)'}, where: 'button.mdx'};
    expect(toMarkdown({title: 'Button', description: 'Triggers an action.'}, source, options)).toBe(
      '# Button\n\n> Triggers an action.\n\nButtons trigger actions. Do not import this sentence away.\n\n(example)\n',
    );
  });

  it('should keep an existing h1 and skip an empty description', () => {
    expect(toMarkdown({title: 'X', description: ''}, '# Own title\n\nText', none)).toBe(
      '# Own title\n\nText\n',
    );
  });

  it('should drop a multi-line import', () => {
    expect(
      toMarkdown({title: 'T', description: ''}, "import {\n  A,\n  B,\n} from 'x';\n\nBody", none),
    ).toBe('# T\n\nBody\n');
  });
});

describe('stripEsm', () => {
  it('should keep imports inside fenced code', () => {
    const source =
      "import X from 'x';\n\nText\n\n```tsx\nimport {Button} from '@tessera-ui/react';\n```\n";
    expect(stripEsm(source)).toBe(
      "Text\n\n```tsx\nimport {Button} from '@tessera-ui/react';\n```\n",
    );
  });
});

describe('markdownPath', () => {
  it.each([
    ['/docs/getting-started/installation', '/docs/getting-started/installation.md'],
    ['/docs/components/', '/docs/components.md'],
    ['/', '/index.md'],
  ])('should map %s to %s', (permalink, expected) => {
    expect(markdownPath(permalink)).toBe(expected);
  });
});

describe('toLlmsTxt', () => {
  it('should list every doc by version with absolute Markdown links', () => {
    const docs: DocEntry[] = [
      {
        title: 'Intro',
        description: 'Start here.',
        permalink: '/docs/intro',
        sourcePath: '',
        version: '2.x',
      },
      {
        title: 'Old intro',
        description: '',
        permalink: '/docs/1.x/intro',
        sourcePath: '',
        version: '1.x',
      },
    ];
    expect(
      toLlmsTxt(
        {title: 'Tessera UI', tagline: 'Accessible components.', url: 'https://example.dev'},
        docs,
      ),
    ).toBe(
      '# Tessera UI\n\n> Accessible components.\n\n## Docs 2.x\n\n- [Intro](https://example.dev/docs/intro.md): Start here.\n\n## Docs 1.x\n\n- [Old intro](https://example.dev/docs/1.x/intro.md)\n',
    );
  });
});

describe('inlineExamples', () => {
  it('should replace an example with the code of the file it is imported from', () => {
    const source =
      'import Hero from \'./examples/tabs/hero.tsx\';\n\n<Example of={Hero} title="Tabs example" />\n';
    const read = (specifier: string) =>
      specifier === './examples/tabs/hero.tsx' ? 'export default function Hero() {}\n' : undefined;
    expect(toMarkdown({title: 'Tabs', description: ''}, source, {...none, readImport: read})).toBe(
      '# Tabs\n\n```tsx\nexport default function Hero() {}\n```\n',
    );
  });

  it('should keep an example whose file cannot be read', () => {
    const source = "import Hero from './missing.tsx';\n\n<Example of={Hero} />\n";
    expect(inlineExamples(source, () => undefined)).toBe(source);
  });
});
