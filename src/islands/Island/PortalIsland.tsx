import {useRef, useState, type ComponentType, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {IslandLoader} from './loader';
import {useSwap, type Subscribe} from './useSwap';

/**
 * The element a body island's live component renders into, off the page until the swap puts it
 * inside the island's mark; like the mark, it has no box of its own (see custom.css).
 */
const LIVE_MARK = 'tessera-live';

export interface PortalIslandProps<Props> {
  /** An element of server HTML that React does not own; its children are the island's HTML. */
  container: HTMLElement;
  loader: IslandLoader<Props>;
  props: Props;
  /** Goes live as it comes within this CSS margin of the viewport. @default false */
  whenVisible?: string | false;
  /** Renders it ahead, off the page, once its prefetched code is in place. @default true */
  renderAhead?: boolean;
  /** Wakes the island on something other than the reader's pointer, touch or focus. */
  subscribe?: Subscribe;
}

/**
 * An island inside HTML that React never hydrates (a doc page's body). It behaves as `Island`
 * does, but renders the live component through a portal, which keeps the page's context (router,
 * color mode, MDX components) that a separate React root would lose, into an element of its own
 * that the swap moves into the server element: so the component can be rendered ahead, off the
 * page, and going live costs only the move.
 */
export function PortalIsland<Props extends object>({
  container,
  loader,
  props,
  whenVisible = false,
  renderAhead = true,
  subscribe,
}: PortalIslandProps<Props>): ReactNode {
  const ref = useRef(container);
  // Rendered only in the browser: the server renders the body itself.
  const [offPage] = useState(() => document.createElement(LIVE_MARK));
  const [Component, setComponent] = useState<ComponentType<Props>>();
  useSwap({
    ref,
    loader,
    whenVisible,
    serverHtml: true,
    subscribe,
    offPage,
    renderAhead,
    Component,
    setComponent,
  });
  return Component ? createPortal(<Component {...props} />, offPage) : null;
}
