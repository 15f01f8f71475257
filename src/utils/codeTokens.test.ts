import {
  parseCodeTokens,
  plainCodeTokens,
  serializeCodeTokens,
  tokensFor,
  tokensText,
} from './codeTokens';

const lines = [
  [
    {types: ['keyword'], content: 'const'},
    {types: ['plain'], content: ' a '},
    {types: ['operator'], content: '='},
  ],
  [{types: ['plain'], content: '\n', empty: true}],
  [
    {types: ['plain'], content: ''},
    {types: ['comment'], content: '// b'},
  ],
];

describe('code tokens', () => {
  it('should list each type list once and flatten lines to index and content pairs', () => {
    expect(serializeCodeTokens(lines)).toBe(
      '{"t":["keyword","plain","operator","comment"],"l":[[0,"const",1," a ",2,"="],[1,"\\n"],[1,"",3,"// b"]]}',
    );
  });

  it('should parse what it serialises, marking blank lines empty as prism-react-renderer does', () => {
    expect(parseCodeTokens(serializeCodeTokens(lines))).toEqual(lines);
  });

  it('should spell the code the tokens came from', () => {
    expect(tokensText(lines)).toBe('const a =\n\n// b');
  });

  it('should give code without tokens one plain token per line', () => {
    expect(plainCodeTokens('npm install\n\nx')).toEqual([
      [{types: ['plain'], content: 'npm install'}],
      [{types: ['plain'], content: '\n', empty: true}],
      [{types: ['plain'], content: 'x'}],
    ]);
  });

  describe('tokensFor', () => {
    it('should use the tokens when they spell the code', () => {
      expect(tokensFor('const a =\n\n// b', serializeCodeTokens(lines))).toEqual(lines);
    });

    it('should fall back to plain lines when the tokens belong to other code', () => {
      expect(tokensFor('const b', serializeCodeTokens(lines))).toEqual([
        [{types: ['plain'], content: 'const b'}],
      ]);
    });

    it('should fall back to plain lines without tokens', () => {
      expect(tokensFor('a', undefined)).toEqual([[{types: ['plain'], content: 'a'}]]);
    });
  });
});
