import type {ComponentProps, ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import {interactive} from '@site/src/islands/Body';

const Pre = MDXComponents.pre;
const Details = MDXComponents.details;

type PreProps = ComponentProps<typeof Pre>;

const DetailsIsland = interactive(function DetailsIsland(
  props: ComponentProps<typeof Details>,
): ReactNode {
  return <Details {...props} />;
});

/** A ```` ```tsx live ```` block previews in the browser only, so it goes live near the viewport. */
function isLive(props: PreProps): boolean {
  const code = (props as {children?: {props?: {live?: unknown; metastring?: unknown}}}).children;
  const meta = code?.props?.metastring;
  return code?.props?.live === true || (typeof meta === 'string' && /\blive\b/.test(meta));
}

/**
 * The theme's Markdown elements, with the interactive ones (code blocks: copy and wrap buttons,
 * live blocks; collapsible details) marked as islands of a page body (see src/islands/Body).
 */
export default {
  ...MDXComponents,
  pre: interactive(
    function PreIsland(props: PreProps): ReactNode {
      return <Pre {...props} />;
    },
    {whenVisible: (props: PreProps) => (isLive(props) ? '200px' : false)},
  ),
  details: DetailsIsland,
  Details: DetailsIsland,
};
