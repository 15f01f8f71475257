import {memo, type ReactNode} from 'react';
import {codeSegments, type TokenLines} from '@site/src/utils/codeTokens';
// The examples' editor box: the static code and the live editor (LiveCode, which uses it too)
// share its metrics, focus ring and scrolling, so swapping them moves nothing.
import editorStyles from '@site/src/components/Example/styles.module.css';

/**
 * The generated code, coloured by the tokens its writer typed (codegen.ts): the same classes the
 * build's highlighter gives the examples, so no highlighter runs in the browser.
 */
export const HighlightedTokens = memo(function HighlightedTokens({
  tokens,
}: {
  tokens: TokenLines;
}): ReactNode {
  return (
    <pre className="prism-code language-tsx">
      {codeSegments(tokens).map((segment, index) =>
        typeof segment === 'string' ? (
          segment
        ) : (
          <span key={index} className={segment.className}>
            {segment.content}
          </span>
        ),
      )}
    </pre>
  );
});

export interface StaticCodeProps {
  tokens: TokenLines;
  /**
   * The code as plain text, uncoloured: the server's HTML, where each coloured token would be an
   * element of a page near its DOM budget. The live playground colours it.
   */
  plain?: string;
  label: string;
  describedBy: string;
  /** The reader reached for the code: load the editor (focusing it when `focus`). */
  onActivate: (focus: boolean) => void;
}

/** The code as a textbox that becomes the editor when the reader focuses, clicks or types in it. */
export function StaticCode({
  tokens,
  plain,
  label,
  describedBy,
  onActivate,
}: StaticCodeProps): ReactNode {
  return (
    <div
      role="textbox"
      tabIndex={0}
      aria-multiline="true"
      aria-readonly="false"
      aria-label={label}
      aria-describedby={describedBy}
      className={editorStyles.editor}
      data-testid="playground-code"
      onFocus={() => onActivate(true)}
      onClick={() => onActivate(true)}
      onKeyDown={() => onActivate(true)}
    >
      {plain === undefined ? (
        <HighlightedTokens tokens={tokens} />
      ) : (
        <pre className="prism-code language-tsx">{plain}</pre>
      )}
    </div>
  );
}
