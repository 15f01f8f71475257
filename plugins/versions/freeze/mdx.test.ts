import {staticExamples} from './examples';
import {frozenMarkdownPath} from './llms';
import {dropPlayground, pinInstallCommands, stampFrontMatter} from './mdx';

const page = [
  "import Example from '@site/src/components/Example';",
  "import PropsTable from '@site/src/components/PropsTable';",
  "import ButtonHero from './examples/button/hero.tsx';",
  "import ButtonSizes from './examples/button/sizes.tsx';",
  '',
  '<Example of={ButtonHero} title="Button example" />',
  '',
  '## Sizes',
  '',
  '<Example of={ButtonSizes} title="Button sizes" />',
  '',
].join('\n');

const sources: Record<string, string> = {
  './examples/button/hero.tsx':
    'export default function Hero() {\n  return <Button>Go</Button>;\n}\n\n',
  './examples/button/sizes.tsx': 'const md = "```";\nexport default function Sizes() {}\n',
};

describe('staticExamples', () => {
  it('should put each example’s source in a titled tsx block, with the note before the first', () => {
    expect(staticExamples(page, (specifier) => sources[specifier]!, 'button.mdx')).toBe(
      [
        "import StaticExamplesNote from '@site/src/components/StaticExamplesNote';",
        "import PropsTable from '@site/src/components/PropsTable';",
        '',
        '<StaticExamplesNote />',
        '',
        '```tsx title="Button example"',
        'export default function Hero() {',
        '  return <Button>Go</Button>;',
        '}',
        '```',
        '',
        '## Sizes',
        '',
        '````tsx title="Button sizes"',
        'const md = "```";',
        'export default function Sizes() {}',
        '````',
        '',
      ].join('\n'),
    );
  });

  it('should leave a page without examples as it is', () => {
    expect(staticExamples('# Intro\n', () => '', 'intro.mdx')).toBe('# Intro\n');
  });

  it('should refuse an example it cannot read, naming the line', () => {
    const multiLine = "import Hero from './examples/x/hero.tsx';\n\n<Example\n  of={Hero}\n/>\n";
    expect(() => staticExamples(multiLine, () => '', 'docs/x.mdx')).toThrow(
      new Error(
        `docs/x.mdx:3: cannot freeze this example; write it on one line as <Example of={Name} title="…" /> with Name imported from './examples/….tsx'.`,
      ),
    );
  });
});

describe('stampFrontMatter', () => {
  const entry = {title: 'Button', description: 'Triggers an action: "now".'};

  it('should add a front matter block to a page without one', () => {
    expect(stampFrontMatter('import X from "x";\n', entry)).toBe(
      '---\ntitle: "Button"\ndescription: "Triggers an action: \\"now\\"."\n---\n\nimport X from "x";\n',
    );
  });

  it('should add the keys to an existing block', () => {
    expect(stampFrontMatter('---\ntoc_max_heading_level: 3\n---\n\nBody\n', entry)).toBe(
      '---\ntitle: "Button"\ndescription: "Triggers an action: \\"now\\"."\ntoc_max_heading_level: 3\n---\n\nBody\n',
    );
  });
});

describe('dropPlayground', () => {
  it('should drop the playground element, its import and its front matter, and keep the rest', () => {
    const page = [
      '---',
      'title: Select',
      'playground:',
      '  component: Select',
      '  props: [size, label]',
      '  template: |',
      '    <Select>',
      '',
      '      <SelectItem id="ca">Canada</SelectItem>',
      '    </Select>',
      'description: Pick one.',
      '---',
      '',
      "import Example from '@site/src/components/Example';",
      "import Playground from '@site/src/components/Playground';",
      '',
      '<Example of={Hero} title="Select example" />',
      '',
      '<Playground />',
      '',
      '## Installation',
      '',
    ].join('\n');
    expect(dropPlayground(page)).toBe(
      [
        '---',
        'title: Select',
        'description: Pick one.',
        '---',
        '',
        "import Example from '@site/src/components/Example';",
        '',
        '<Example of={Hero} title="Select example" />',
        '',
        '## Installation',
        '',
      ].join('\n'),
    );
  });

  it('should leave a page without a playground as it is', () => {
    const page = '---\ntitle: Intro\n---\n\n# Intro\n';
    expect(dropPlayground(page)).toBe(page);
  });
});

describe('pinInstallCommands', () => {
  it('should pin every package-manager tab set to the major, once', () => {
    const source =
      '<PackageManagerTabs component="button" />\n\n<PackageManagerTabs extra={[\'react-aria-components\']} />\n';
    const pinned = pinInstallCommands(source, 2);
    expect(pinned).toBe(
      '<PackageManagerTabs component="button" version="2" />\n\n<PackageManagerTabs extra={[\'react-aria-components\']} version="2" />\n',
    );
    expect(pinInstallCommands(pinned, 2)).toBe(pinned);
  });
});

describe('frozenMarkdownPath', () => {
  it('should map a versioned doc to its frozen twin and a current doc to none', () => {
    expect(
      frozenMarkdownPath('/site', '/site/versioned_docs/version-2.x/components/button.mdx'),
    ).toBe('/site/versioned_artifacts/version-2.x/llms/components/button.md');
    expect(frozenMarkdownPath('/site', '/site/docs/components/button.mdx')).toBeUndefined();
  });
});
