import type {ReactNode} from 'react';
import {codeSegments, tokensFor} from '@site/src/utils/codeTokens';
import ServerHtml from '@site/src/islands/ServerHtml';

/**
 * Server-rendered, syntax-highlighted code laid out as react-live's editor lays out its own (one
 * `pre`, the same metrics), so swapping in the editor moves nothing. The tokens come from the build
 * (plugins/code-tokens), merged into one span per change of colour, and the colours from CSS, so no
 * Prism runs here; without tokens the code shows as plain text until the editor loads.
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
      {codeSegments(tokensFor(code, tokens)).map((segment, index) =>
        typeof segment === 'string' ? (
          segment
        ) : (
          <span key={index} className={segment.className}>
            {segment.content}
          </span>
        ),
      )}
    </ServerHtml>
  );
}
