import {createElement, type CSSProperties, type ReactNode} from 'react';
import {KEEP_SERVER_CHILDREN, useServerHtml} from './useServerHtml';

export interface ServerHtmlProps {
  /** The element to render (its children are the static part). @default 'div' */
  as?: 'div' | 'pre' | 'code' | 'span';
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * Content that never changes after the build (highlighted code, props tables): in a page the
 * server rendered, the browser keeps the server's nodes instead of hydrating them. A highlighted
 * example is hundreds of token spans and a props table over a thousand elements; hydrating them
 * bought nothing and cost most of a component page's main-thread time on a phone. After a
 * client-side navigation there is no server HTML, and the children render as usual.
 */
export default function ServerHtml({
  as = 'div',
  className,
  style,
  children,
}: ServerHtmlProps): ReactNode {
  const {id, fromServer} = useServerHtml();
  if (fromServer) return createElement(as, {id, className, style, ...KEEP_SERVER_CHILDREN});
  return createElement(as, {id, className, style}, children);
}
