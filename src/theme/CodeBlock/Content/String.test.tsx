import type {ComponentProps, ElementType, ReactNode} from 'react';
import {render, screen} from '@testing-library/react';
import type {Props as LineProps} from '@theme/CodeBlock/Line';
import CodeBlockString from './String';

// Docusaurus' theme modules only resolve inside its bundler; these stand-ins keep their contract.
jest.mock('@docusaurus/theme-common', () => ({
  useThemeConfig: () => ({prism: {magicComments: [], defaultLanguage: undefined}}),
}));
jest.mock('@docusaurus/theme-common/internal', () => {
  const {createContext, createElement, useContext} =
    jest.requireActual<typeof import('react')>('react');
  const Context = createContext<unknown>(null);
  return {
    // A metastring of {2} highlights the second line, as Docusaurus' own metadata would.
    createCodeBlockMetadata: ({code, language, title, metastring}: Record<string, string>) => ({
      code: code!.replace(/\n$/, ''),
      language,
      className: `language-${language}`,
      title,
      lineNumbersStart: undefined,
      lineClassNames: metastring === '{2}' ? {1: ['theme-code-block-highlighted-line']} : {},
    }),
    CodeBlockContextProvider: ({children, ...value}: {children: ReactNode}) =>
      createElement(Context.Provider, {value}, children),
    useCodeBlockContext: () => useContext(Context),
    useCodeWordWrap: () => ({codeBlockRef: {current: null}}),
  };
});
jest.mock(
  '@theme/CodeBlock/Container',
  () =>
    function Container({as: As, ...props}: {as: ElementType} & ComponentProps<'div'>) {
      return <As {...props} />;
    },
  {virtual: true},
);
jest.mock(
  '@theme/CodeBlock/Title',
  () =>
    ({children}: {children: ReactNode}) =>
      children,
  {
    virtual: true,
  },
);
jest.mock('@theme/CodeBlock/Buttons', () => () => null, {virtual: true});
// theme-classic's Line, minus line numbers: a div from getLineProps, a span per getTokenProps.
jest.mock(
  '@theme/CodeBlock/Line',
  () =>
    function Line({line, classNames, getLineProps, getTokenProps}: LineProps) {
      return (
        <div {...getLineProps({line, className: classNames?.join(' ')})}>
          {line.map((token, key) => (
            <span key={key} {...getTokenProps({token})} />
          ))}
        </div>
      );
    },
  {virtual: true},
);

const tokens = JSON.stringify({
  t: ['keyword', 'plain', 'punctuation'],
  l: [
    [0, 'let', 1, ' a', 2, ';'],
    [1, '\n'],
    [1, 'a'],
  ],
});

function lines(container: HTMLElement) {
  return [...container.querySelectorAll('.token-line')].map((line) => ({
    className: line.className,
    tokens: [...line.children].map((token) => [
      token.className,
      token.textContent,
      token.getAttribute('style'),
    ]),
  }));
}

describe('CodeBlock/Content/String', () => {
  it('should render code as text and a span per coloured run when no line needs an element', () => {
    const {container} = render(
      <CodeBlockString language="ts" tokens={tokens}>
        {'let a;\n\na\n'}
      </CodeBlockString>,
    );
    const code = container.querySelector('pre code')!;
    expect(code.innerHTML).toBe(
      '<span class="token keyword">let</span> a<span class="token punctuation">;</span>\n\na',
    );
    expect(container.querySelector('pre')).not.toHaveAttribute('style');
  });

  it('should render an element per line, with build-time tokens, when a line is highlighted', () => {
    const {container} = render(
      <CodeBlockString language="ts" tokens={tokens} metastring="{2}">
        {'let a;\n\na\n'}
      </CodeBlockString>,
    );
    expect(container.querySelector('pre')).toHaveClass('prism-code', 'language-ts');
    expect(container.querySelector('pre')).not.toHaveAttribute('style');
    expect(lines(container)).toEqual([
      {
        className: 'token-line',
        tokens: [
          ['token keyword', 'let', null],
          ['token plain', ' a', null],
          ['token punctuation', ';', null],
        ],
      },
      {
        className: 'token-line theme-code-block-highlighted-line',
        tokens: [['token plain', '\n', 'display: inline-block;']],
      },
      {className: 'token-line', tokens: [['token plain', 'a', null]]},
    ]);
  });

  it('should render code without tokens as plain text', () => {
    const {container} = render(<CodeBlockString language="bash">{'npm i\n'}</CodeBlockString>);
    expect(container.querySelector('pre code')!.innerHTML).toBe('npm i');
  });

  it('should render plain text when the tokens spell other code', () => {
    const {container} = render(
      <CodeBlockString language="ts" tokens={tokens}>
        {'let b;\n'}
      </CodeBlockString>,
    );
    expect(container.querySelector('pre code')!.innerHTML).toBe('let b;');
  });

  it('should show the title above the code', () => {
    render(
      <CodeBlockString language="ts" title="config.ts">
        {'x\n'}
      </CodeBlockString>,
    );
    expect(screen.getByText('config.ts')).toHaveClass('codeBlockTitle');
  });
});
