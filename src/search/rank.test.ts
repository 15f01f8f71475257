import lunr from 'lunr';
import {DocumentType, queryWords, rankSearch, type LoadedIndex, type SearchDocument} from './rank';

/** An index file's entries as the search plugin builds them: one lunr index per kind of document. */
function indexesOf(kinds: Record<DocumentType, SearchDocument[]>): LoadedIndex[] {
  return Object.entries(kinds).map(([type, documents]) => ({
    type: Number(type) as DocumentType,
    documents,
    index: lunr(function build() {
      this.ref('i');
      this.field('t');
      this.metadataWhitelist = ['position'];
      for (const document of documents) this.add(document);
    }),
  }));
}

const theming = {i: 1, t: 'Theming', u: '/docs/theming', b: ['Docs']};
const separator = {i: 2, t: 'Separator', u: '/docs/separator', b: ['Docs']};
const button = {i: 3, t: 'Button', u: '/docs/button', b: ['Docs']};

const indexes = indexesOf({
  [DocumentType.Title]: [theming, separator, button],
  [DocumentType.Heading]: [
    {i: 10, t: 'Colour tokens', u: theming.u, h: '#colour-tokens', p: 1},
    {i: 11, t: 'Disabled', u: button.u, h: '#disabled', p: 3},
    {i: 12, t: 'isDisabled', u: button.u, h: '#prop-Button-isDisabled', p: 3},
    {i: 13, t: 'Pending', u: button.u, h: '#pending', p: 3},
  ],
  [DocumentType.Description]: [
    {i: 20, t: 'Change the accent colour with design tokens.', s: 'Theming', u: theming.u, p: 1},
    {i: 21, t: 'A line that divides content.', s: 'Separator', u: separator.u, p: 2},
    {i: 22, t: 'Triggers an action.', s: 'Button', u: button.u, p: 3},
  ],
  [DocumentType.Keywords]: [],
  [DocumentType.Content]: [
    {
      i: 30,
      t: 'Override the CSS variables.',
      s: 'Colour tokens',
      u: theming.u,
      h: '#colour-tokens',
      p: 1,
    },
    {
      i: 31,
      t: 'Its colour follows the CSS variables of the theme.',
      s: 'Separator',
      u: separator.u,
      h: '',
      p: 2,
    },
    {
      i: 32,
      t: 'A disabled button cannot be pressed.',
      s: 'Disabled',
      u: button.u,
      h: '#disabled',
      p: 3,
    },
    {i: 33, t: 'A pending button keeps focus.', s: 'Pending', u: button.u, h: '#pending', p: 3},
  ],
});

const addresses = (query: string, limit = 100) =>
  rankSearch(indexes, query, limit).map(({document, type}) =>
    type === DocumentType.Title ? document.u : `${document.u}${document.h ?? ''}`,
  );

describe('rankSearch', () => {
  it('should rank the page a query is about above a page that mentions every word', () => {
    expect(addresses('css variables theme')[0]).toBe('/docs/theming');
    expect(addresses('css variables theme')).toContain('/docs/separator');
  });

  it('should list a section once when its heading and its text both match', () => {
    const results = addresses('disabled button');
    expect(results.filter((address) => address === '/docs/button#disabled')).toHaveLength(1);
    expect(new Set(results).size).toBe(results.length);
  });

  it('should lead with the props row when only the row matches a prop name', () => {
    const [first] = rankSearch(indexes, 'isDisabled', 8);
    expect(first?.document.h).toBe('#prop-Button-isDisabled');
    expect(first?.type).toBe(DocumentType.Heading);
    expect(first?.page).toBe(button);
  });

  it("should group a page's matching sections under its title, the last one closing the tree", () => {
    const results = rankSearch(indexes, 'button pending disabled', 100);
    expect(results.map(({document}) => document.i)).toEqual([3, 13, 11]);
    expect(results.map(({isInterOfTree, isLastOfTree}) => [isInterOfTree, isLastOfTree])).toEqual([
      [undefined, undefined],
      [true, undefined],
      [undefined, true],
    ]);
  });

  it('should keep to the limit, showing one section per page in a short list', () => {
    expect(addresses('button pending disabled', 2)).toEqual([
      '/docs/button',
      '/docs/button#pending',
    ]);
  });

  it('should answer a word being typed from the start of indexed words', () => {
    expect(addresses('pend')[0]).toBe('/docs/button#pending');
  });

  it('should return nothing for a query with no words', () => {
    expect(rankSearch(indexes, '  - ', 8)).toEqual([]);
  });
});

describe('queryWords', () => {
  it('should leave out stop words and repeats, and keep a query made only of stop words', () => {
    expect(queryWords('Upgrade from 1.x, then upgrade')).toEqual(['upgrade', '1.x']);
    expect(queryWords('from the')).toEqual(['from', 'the']);
  });
});
