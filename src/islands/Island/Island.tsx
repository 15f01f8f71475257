import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';
import {KEEP_SERVER_CHILDREN, useServerHtml} from '../ServerHtml/useServerHtml';
import type {IslandLoader} from './loader';
import {useSwap, type Subscribe} from './useSwap';

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
  /**
   * For an island that looks the same on every page (the navbar's search bar): a client-side
   * render that waits for the code shows the HTML the server sent for it on the page the reader
   * arrived on, not an empty box. @default false
   */
  sameOnEveryPage?: boolean;
  /** Wakes the island on something other than the reader's pointer, touch or focus. */
  subscribe?: Subscribe;
  className?: string;
}

// The server's HTML of `sameOnEveryPage` islands, by loader, as the page the reader arrived on had it.
const serverHtmlSeen = new WeakMap<object, string>();

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
  sameOnEveryPage = false,
  subscribe,
  className,
}: IslandProps<Props>): ReactNode {
  const {id, fromServer: serverHtml} = useServerHtml();
  const ref = useRef<HTMLDivElement>(null);
  const [Component, setComponent] = useState(() => (serverHtml ? undefined : loader.current()));
  const [seenHtml] = useState(() =>
    sameOnEveryPage && !serverHtml ? serverHtmlSeen.get(loader) : undefined,
  );
  // Before useSwap's effect (declared after this one), which is what can bring the code: the
  // nodes are still the server's.
  useEffect(() => {
    if (sameOnEveryPage && serverHtml && ref.current && !serverHtmlSeen.has(loader))
      serverHtmlSeen.set(loader, ref.current.innerHTML);
  }, [loader, sameOnEveryPage, serverHtml]);
  useSwap({ref, loader, whenVisible, serverHtml, subscribe, Component, setComponent});

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
  // A copy of the server's nodes, which the swap replaces like them, carrying over what the
  // reader did to it meanwhile.
  if (seenHtml !== undefined) {
    return <div {...shared} dangerouslySetInnerHTML={{__html: seenHtml}} />;
  }
  return <div {...shared} style={placeholderStyle} />;
}
