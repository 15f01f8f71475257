import type {ReactNode} from 'react';
import clsx from 'clsx';
import {tokensFor} from '@site/src/utils/codeTokens';
import ServerHtml from '@site/src/islands/ServerHtml';

/**
 * Server-rendered, syntax-highlighted code with the same markup react-live's editor produces
 * (one `pre`, a span per line and token), so swapping in the editor moves nothing. The tokens come
 * from the build (plugins/code-tokens) and the colours from CSS, so no Prism runs here; without
 * tokens the code shows as plain text until the editor loads.
 */
export default function HighlightedCode({
  code,
  language,
  tokens,
}: {
  code: string;
  language: string;
  tokens?: string;
}): ReactNode {
  return (
    <ServerHtml as="pre" className={`prism-code language-${language}`}>
      {tokensFor(code, tokens).map((line, lineIndex) => (
        <span key={lineIndex} className="token-line">
          {line
            .filter((token) => !token.empty)
            .map((token, tokenIndex) => (
              <span key={tokenIndex} className={clsx('token', ...token.types)}>
                {token.content}
              </span>
            ))}
          {'\n'}
        </span>
      ))}
    </ServerHtml>
  );
}
