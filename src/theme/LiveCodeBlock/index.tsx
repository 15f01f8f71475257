import type {ReactNode} from 'react';
import type {Props} from '@theme/LiveCodeBlock';
import Example from '@site/src/components/Example';

/**
 * Replaces the theme's LiveCodeBlock (which imports react-live and the live scope into every page
 * with a code block) with the lazy `Example`: the highlighted code is in the HTML and the editor
 * chunk loads when the block nears the viewport or is focused. `@theme/Playground` is untouched and
 * still works where a page imports it directly. `tokens` come from plugins/code-tokens.
 */
export default function LiveCodeBlock({
  children,
  metastring,
  title,
  tokens,
}: Props & {tokens?: string}): ReactNode {
  return (
    <Example
      code={children ?? ''}
      tokens={tokens}
      noInline={metastring?.includes('noInline') ?? false}
      title={typeof title === 'string' ? title : 'live code'}
    />
  );
}
