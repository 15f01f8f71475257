import {render} from '@testing-library/react';
import HighlightedCode from './HighlightedCode';

const tokens = JSON.stringify({
  t: ['keyword', 'plain', 'tag'],
  l: [
    [0, 'let', 1, ' a'],
    [1, '\n'],
    [2, '<p>'],
  ],
});

describe('HighlightedCode', () => {
  it("should render build-time tokens in react-live's markup, coloured by class only", () => {
    const {container} = render(
      <HighlightedCode code={'let a\n\n<p>'} language="tsx" tokens={tokens} />,
    );
    expect(container.innerHTML.replace(/ id="[^"]*"/, '')).toBe(
      '<pre class="prism-code language-tsx">' +
        '<span class="token-line"><span class="token keyword">let</span><span class="token plain"> a</span>\n</span>' +
        '<span class="token-line">\n</span>' +
        '<span class="token-line"><span class="token tag">&lt;p&gt;</span>\n</span>' +
        '</pre>',
    );
  });

  it('should render code without tokens as plain lines in the same markup', () => {
    const {container} = render(<HighlightedCode code={'a\n\nb'} language="tsx" />);
    expect(container.innerHTML.replace(/ id="[^"]*"/, '')).toBe(
      '<pre class="prism-code language-tsx">' +
        '<span class="token-line"><span class="token plain">a</span>\n</span>' +
        '<span class="token-line">\n</span>' +
        '<span class="token-line"><span class="token plain">b</span>\n</span>' +
        '</pre>',
    );
  });

  it('should not show tokens that spell different code', () => {
    const {container} = render(<HighlightedCode code="edited" language="tsx" tokens={tokens} />);
    expect(container.textContent).toBe('edited\n');
  });
});
