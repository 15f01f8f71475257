import type {PrismTheme} from 'prism-react-renderer';
import {createTokenizer, visibleTypes} from './tokenize';

const theme: PrismTheme = {
  plain: {color: '#111'},
  styles: [
    {types: ['comment'], style: {color: '#222', fontStyle: 'italic'}},
    {types: ['tag', 'keyword'], style: {color: '#333'}},
    {types: ['punctuation'], style: {color: '#111'}},
  ],
};

describe('visibleTypes', () => {
  it('should drop a styled type whose colour a later type overrides', () => {
    expect(visibleTypes(['tag', 'punctuation'], [theme])).toEqual(['punctuation']);
  });

  it('should keep unstyled types wherever they are', () => {
    expect(visibleTypes(['tag', 'script', 'punctuation', 'attr-equals'], [theme])).toEqual([
      'script',
      'punctuation',
      'attr-equals',
    ]);
  });

  it('should keep a type that still gives a property no later type sets', () => {
    expect(visibleTypes(['comment', 'keyword'], [theme])).toEqual(['comment', 'keyword']);
  });

  it('should keep a type that any theme still needs', () => {
    const other: PrismTheme = {plain: {}, styles: [{types: ['tag'], style: {color: '#444'}}]};
    expect(visibleTypes(['tag', 'punctuation'], [theme, other])).toEqual(['tag', 'punctuation']);
  });
});

describe('createTokenizer', () => {
  const tokenize = createTokenizer({themes: [theme], additionalLanguages: ['bash']});

  it('should register additional languages on the Prism instance it tokenises with', () => {
    // bash's grammar tags `npm`, a function; this theme does not colour functions.
    expect(tokenize('npm install # go', 'bash')).toEqual([
      [
        {types: ['plain'], content: 'npm install '},
        {types: ['comment'], content: '# go'},
      ],
    ]);
  });

  it('should merge a run of one look into one token, whitespace and plain-coloured punctuation included', () => {
    expect(tokenize('let a = b; let c', 'js')).toEqual([
      [
        {types: ['keyword'], content: 'let'},
        {types: ['plain'], content: ' a = b; '},
        {types: ['keyword'], content: 'let'},
        {types: ['plain'], content: ' c'},
      ],
    ]);
  });

  it('should give unknown languages one plain token per line, blank lines marked empty', () => {
    expect(tokenize('a\n\nb', 'klingon')).toEqual([
      [{types: ['plain'], content: 'a'}],
      [{types: ['plain'], content: '\n', empty: true}],
      [{types: ['plain'], content: 'b'}],
    ]);
  });

  it('should leave the global Prism as it found it', () => {
    expect((globalThis as {Prism?: unknown}).Prism).toBeUndefined();
  });
});
