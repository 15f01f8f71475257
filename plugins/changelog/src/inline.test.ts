import {renderInline} from './inline';

describe('renderInline', () => {
  it('should render code, links, bold and emphasis', () => {
    expect(renderInline('Use `isPending` with **care**, see [the guide](/docs/x) and *why*.')).toBe(
      'Use <code>isPending</code> with <strong>care</strong>, see <a href="/docs/x">the guide</a> and <em>why</em>.',
    );
  });

  it('should escape HTML, inside code too, and format nothing inside code', () => {
    expect(renderInline('<script>alert(1)</script> `**<b>**`')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; <code>**&lt;b&gt;**</code>',
    );
  });

  it('should leave a link with an unsafe address as text', () => {
    expect(renderInline('[click](javascript:alert(1))')).toBe('[click](javascript:alert(1))');
  });
});
