import {serializeSearchEntries} from '../../src/components/PropsTable/searchEntries';
import {expandEntries} from './expandEntries';

const script = (json: string) =>
  `<script type="application/json" data-search-entries="">${json}</script>`;

describe('expandEntries', () => {
  it('should turn a table’s entries into hidden headings linking to each row', () => {
    const json = serializeSearchEntries([
      {title: 'isLoading (Button)', anchor: 'prop-Button-isLoading'},
      {title: 'variant (Button)', anchor: 'prop-Button-variant'},
    ]);
    expect(expandEntries(`<article><p>Props</p>${script(json)}</article>`, 'button.html')).toBe(
      '<article><p>Props</p><div hidden data-search-entries="">' +
        '<h3>isLoading (Button)<a class="hash-link" href="#prop-Button-isLoading">#</a></h3>' +
        '<h3>variant (Button)<a class="hash-link" href="#prop-Button-variant">#</a></h3>' +
        '</div></article>',
    );
  });

  it('should escape markup in a title, which the served JSON carries escaped too', () => {
    const json = serializeSearchEntries([{title: 'a</script><b> (X)', anchor: 'prop-X-a'}]);
    expect(json).not.toContain('<');
    expect(expandEntries(script(json), 'x.html')).toBe(
      '<div hidden data-search-entries="">' +
        '<h3>a&lt;/script&gt;&lt;b&gt; (X)<a class="hash-link" href="#prop-X-a">#</a></h3></div>',
    );
  });

  it('should leave a page without entries and other scripts as they are', () => {
    const html = '<script type="application/json" id="x">[1]</script><p>text</p>';
    expect(expandEntries(html, 'x.html')).toBe(html);
  });

  it('should name the page whose entries are not a list of titles and anchors', () => {
    expect(() => expandEntries(script('[{"title":1}]'), 'docs/components/tabs.html')).toThrow(
      'search entries of docs/components/tabs.html: search entries must be a list of {title, anchor} strings, got [{"title":1}]',
    );
  });
});
