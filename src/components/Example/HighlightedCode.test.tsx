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
  it('should render build-time tokens as text and a span per coloured run, coloured by class only', () => {
    const {container} = render(
      <HighlightedCode code={'let a\n\n<p>'} language="tsx" tokens={tokens} />,
    );
    expect(container.innerHTML.replace(/ id="[^"]*"/, '')).toBe(
      '<pre class="prism-code language-tsx">' +
        '<span class="token keyword">let</span> a\n\n<span class="token tag">&lt;p&gt;</span>' +
        '</pre>',
    );
  });

  it('should render code without tokens as plain text in the same pre', () => {
    const {container} = render(<HighlightedCode code={'a\n\nb'} language="tsx" />);
    expect(container.innerHTML.replace(/ id="[^"]*"/, '')).toBe(
      '<pre class="prism-code language-tsx">a\n\nb</pre>',
    );
  });

  it('should not show tokens that spell different code', () => {
    const {container} = render(<HighlightedCode code="edited" language="tsx" tokens={tokens} />);
    expect(container.textContent).toBe('edited');
  });
});
