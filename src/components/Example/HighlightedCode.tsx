import type {ReactNode} from 'react';
import {Highlight} from 'prism-react-renderer';
import {usePrismTheme} from '@docusaurus/theme-common';

/**
 * Server-rendered, syntax-highlighted code with the same markup react-live's editor produces
 * (one `pre`, a span per line and token), so swapping in the editor moves nothing.
 */
export default function HighlightedCode({
  code,
  language,
}: {
  code: string;
  language: string;
}): ReactNode {
  const theme = usePrismTheme();
  return (
    <Highlight code={code} language={language} theme={theme}>
      {({className, style, tokens, getLineProps, getTokenProps}) => (
        <pre className={className} style={style}>
          {tokens.map((line, lineIndex) => (
            <span key={lineIndex} {...getLineProps({line})}>
              {line
                .filter((token) => !token.empty)
                .map((token, tokenIndex) => (
                  <span key={tokenIndex} {...getTokenProps({token})} />
                ))}
              {'\n'}
            </span>
          ))}
        </pre>
      )}
    </Highlight>
  );
}
