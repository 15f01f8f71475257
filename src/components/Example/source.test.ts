import {ANONYMOUS_EXAMPLE, countLines, toDisplaySource, toLiveCode} from './source';

describe('toLiveCode', () => {
  it('should drop single-line, multi-line, type-only and side-effect imports', () => {
    const source = [
      "import {useState} from 'react';",
      'import {',
      '  Button,',
      '  TextField,',
      "} from '@tessera-ui/react';",
      "import type {ReactNode} from 'react';",
      "import './styles.css';",
      '',
      'export default function Example(): ReactNode {',
      '  return <Button>Save</Button>;',
      '}',
    ].join('\n');
    const code = toLiveCode(source);
    expect(code).not.toMatch(/\bimport\b/);
    expect(code).toBe(
      'function Example(): ReactNode {\n  return <Button>Save</Button>;\n}\n\nrender(<Example />);',
    );
  });

  it('should render an anonymous default export under a generated name', () => {
    expect(toLiveCode('export default function () {\n  return <p />;\n}')).toBe(
      `function ${ANONYMOUS_EXAMPLE}() {\n  return <p />;\n}\n\nrender(<${ANONYMOUS_EXAMPLE} />);`,
    );
  });

  it('should render a component exported by name at the end', () => {
    const code = toLiveCode('const Demo = () => <p>hi</p>;\n\nexport default Demo;\n');
    expect(code).toBe('const Demo = () => <p>hi</p>;\n\nrender(<Demo />);');
  });

  it('should render a default export that is an expression, an arrow function included', () => {
    expect(toLiveCode('export default () => <p>hi</p>;')).toBe(
      `const ${ANONYMOUS_EXAMPLE} = () => <p>hi</p>;\n\nrender(<${ANONYMOUS_EXAMPLE} />);`,
    );
  });

  it('should turn named exports into plain declarations', () => {
    const code = toLiveCode(
      'export const items = [1];\nexport function Helper() {}\nexport default function Example() {}',
    );
    expect(code).toContain('const items = [1];');
    expect(code).toContain('function Helper() {}');
    expect(code).not.toMatch(/\bexport\b/);
  });

  it('should leave code without a default export alone (no render call to invent)', () => {
    expect(toLiveCode("import x from 'y';\nconst a = 1;")).toBe('const a = 1;');
  });

  it('should not touch the word import inside strings or JSX text', () => {
    const code = toLiveCode(
      'export default function Example() {\n  return <p>We import CSV files</p>;\n}',
    );
    expect(code).toContain('<p>We import CSV files</p>');
  });
});

describe('toDisplaySource', () => {
  it('should show the file as it is, without trailing blank lines', () => {
    expect(
      toDisplaySource(
        "import {Button} from '@tessera-ui/react';\n\nexport default function X() {}\n\n",
      ),
    ).toBe("import {Button} from '@tessera-ui/react';\n\nexport default function X() {}");
  });
});

describe('countLines', () => {
  it.each([
    ['', 0],
    ['a', 1],
    ['a\nb\nc', 3],
  ])('should count %j as %i lines', (code, lines) => {
    expect(countLines(code)).toBe(lines);
  });
});
