// Ejected from theme-classic 3.10 (CodeBlock/Content/String + Layout + Content) to render tokens
// highlighted at build time: prism-react-renderer's <Highlight> would put Prism in every page's
// bundle and re-tokenise each block during hydration. Colours come from classes, styled by the
// CSS plugins/code-tokens generates from the Prism themes.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeBlockContext,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import type {Props as ThemeProps} from '@theme/CodeBlock/Content/String';
import Buttons from '@theme/CodeBlock/Buttons';
import Container from '@theme/CodeBlock/Container';
import Line from '@theme/CodeBlock/Line';
import Title from '@theme/CodeBlock/Title';
import type {
  LineInputProps,
  LineOutputProps,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
// The theme's own styles, so the markup and class names stay those of CodeBlock/Layout and Content.
import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {codeSegments, tokensFor} from '@site/src/utils/codeTokens';
import ServerHtml from '@site/src/islands/ServerHtml';

declare module '@theme/CodeBlock' {
  interface Props {
    /** Build-time tokens (plugins/code-tokens). Without them the code shows as plain text. */
    readonly tokens?: string;
  }
}

export interface Props extends ThemeProps {
  readonly tokens?: string;
}

function getLineProps({line: _line, className, ...rest}: LineInputProps): LineOutputProps {
  return {...rest, className: clsx('token-line', className)};
}

function getTokenProps({token, className, ...rest}: TokenInputProps): TokenOutputProps {
  // prism-react-renderer's only non-colour style: blank lines' token is an inline block.
  const inlineBlock = token.empty && (token.types.length > 1 || token.types[0] === 'plain');
  return {
    ...rest,
    className: clsx('token', ...token.types, className),
    children: token.content,
    style: inlineBlock ? {display: 'inline-block'} : undefined,
  };
}

/** theme-classic's CodeBlock/Content, drawing build-time tokens instead of running <Highlight>. */
function Content({tokens}: {tokens?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const lines = tokensFor(metadata.code, tokens);
  const numbered = metadata.lineNumbersStart !== undefined;
  // An element per line only where a line needs one (a number, a highlighted line); otherwise the
  // code is text and a span per coloured run, which the pre lays out line by line.
  const perLine = numbered || Object.keys(metadata.lineClassNames).length > 0;
  return (
    <pre
      ref={codeBlockRef}
      // Scrollable code must be reachable by keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(
        `prism-code language-${metadata.language}`,
        contentStyles.codeBlock,
        'thin-scrollbar',
      )}
    >
      <ServerHtml
        as="code"
        className={clsx(
          contentStyles.codeBlockLines,
          numbered && contentStyles.codeBlockLinesWithNumbering,
        )}
        style={{
          counterReset: numbered ? `line-count ${metadata.lineNumbersStart! - 1}` : undefined,
        }}
      >
        {perLine
          ? lines.map((line, index) => (
              <Line
                key={index}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={metadata.lineClassNames[index]}
                showLineNumbers={numbered}
              />
            ))
          : codeSegments(lines).map((segment, index) =>
              typeof segment === 'string' ? (
                segment
              ) : (
                <span key={index} className={segment.className}>
                  {segment.content}
                </span>
              ),
            )}
      </ServerHtml>
    </pre>
  );
}

export default function CodeBlockString({tokens, ...props}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useCodeWordWrap();
  // theme-classic's CodeBlock/Layout, with Content replaced.
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Container as="div" className={metadata.className}>
        {metadata.title && (
          <div className={layoutStyles.codeBlockTitle}>
            <Title>{metadata.title}</Title>
          </div>
        )}
        <div className={layoutStyles.codeBlockContent}>
          <Content tokens={tokens} />
          <Buttons />
        </div>
      </Container>
    </CodeBlockContextProvider>
  );
}
