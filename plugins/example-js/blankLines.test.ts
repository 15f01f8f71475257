import {dropAddedBlankLines} from './blankLines';

describe('dropAddedBlankLines', () => {
  it('should drop a blank line between two lines that are neighbours in the source', () => {
    const source = ['    <div>', '      <B', '        a={x}', '      />', '      <p>hi</p>'].join(
      '\n',
    );
    const javascript = [
      '    <div>',
      '      <B',
      '        a={x}',
      '      />',
      '',
      '      <p>hi</p>',
    ];
    expect(dropAddedBlankLines(source, javascript.join('\n'))).toBe(source);
  });

  it("should keep the source's own blank lines and the end of the file", () => {
    const source = "import {B} from 'b';\n\nconst x: number = 1;\n\nexport default x;\n";
    const javascript = "import {B} from 'b';\n\nconst x = 1;\n\nexport default x;\n";
    expect(dropAddedBlankLines(source, javascript)).toBe(javascript);
  });

  it('should keep a blank line whose neighbours stand apart in the source', () => {
    const source = 'a();\n// why\nb();\n';
    const javascript = 'a();\n\nb();\n';
    expect(dropAddedBlankLines(source, javascript)).toBe(javascript);
  });
});
