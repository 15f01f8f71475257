import {useRef, useState, type ComponentType, type CSSProperties, type ReactNode} from 'react';
import {KEEP_SERVER_CHILDREN, useServerHtml} from '../ServerHtml/useServerHtml';
import type {IslandLoader} from './loader';
import {useSwap} from './useSwap';

export interface IslandProps<Props> {
  loader: IslandLoader<Props>;
  /** Props for the component. */
  props: Props;
  /**
   * The component itself, for the server build only (`process.env.TESSERA_SSR ? … : undefined`),
   * so the browser build drops it.
   */
  server?: ComponentType<Props>;
  /**
   * Also load when the island comes this close to the viewport (a CSS margin); `false` waits for
   * the reader's pointer, touch or focus. @default false
   */
  whenVisible?: string | false;
  /** Space kept while a client-side render waits for the code (no server HTML to show). */
  placeholderStyle?: CSSProperties;
  className?: string;
}

/**
 * Server-rendered HTML whose code stays out of the page's first load. The browser hydrates around
 * it and leaves its HTML untouched until the reader's pointer, touch or focus enters it (or, with
 * `whenVisible`, it nears the viewport); then it loads the code and swaps in the live component in
 * one commit, before the next paint, carrying over focus, typed text, a click and a form
 * submission made in the meantime. Code that cannot be fetched (after one retry) turns a held
 * click or submission into a full page load. (`React.lazy` cannot do this: React 19 streams large
 * pages' suspended boundaries as a fallback plus an inline patch script.)
 */
export function Island<Props extends object>({
  loader,
  props,
  server,
  whenVisible = false,
  placeholderStyle,
  className,
}: IslandProps<Props>): ReactNode {
  const {id, fromServer: serverHtml} = useServerHtml();
  const ref = useRef<HTMLDivElement>(null);
  const [Component, setComponent] = useState(() => (serverHtml ? undefined : loader.current()));
  useSwap({ref, loader, whenVisible, serverHtml, Component, setComponent});

  const shared = {id, ref, className, 'data-island': ''};
  if (typeof window === 'undefined' && server) {
    const Server = server;
    return (
      <div {...shared}>
        <Server {...props} />
      </div>
    );
  }
  if (Component) {
    return (
      <div {...shared} data-hydrated="">
        <Component {...props} />
      </div>
    );
  }
  if (serverHtml) {
    return <div {...shared} {...KEEP_SERVER_CHILDREN} />;
  }
  return <div {...shared} style={placeholderStyle} />;
}
