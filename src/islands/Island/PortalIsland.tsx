import {useRef, useState, type ComponentType, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {IslandLoader} from './loader';
import {useSwap, type Subscribe} from './useSwap';

export interface PortalIslandProps<Props> {
  /** An element of server HTML that React does not own; its children are the island's HTML. */
  container: HTMLElement;
  loader: IslandLoader<Props>;
  props: Props;
  /** Goes live as it comes within this CSS margin of the viewport. @default false */
  whenVisible?: string | false;
  /** Wakes the island on something other than the reader's pointer, touch or focus. */
  subscribe?: Subscribe;
}

/**
 * An island inside HTML that React never hydrates (a doc page's body). It behaves as `Island`
 * does, but renders the live component into its server element through a portal, which keeps the
 * page's context (router, color mode, MDX components) that a separate React root would lose.
 */
export function PortalIsland<Props extends object>({
  container,
  loader,
  props,
  whenVisible = false,
  subscribe,
}: PortalIslandProps<Props>): ReactNode {
  const ref = useRef(container);
  const [Component, setComponent] = useState<ComponentType<Props>>();
  useSwap({ref, loader, whenVisible, serverHtml: true, subscribe, Component, setComponent});
  return Component ? createPortal(<Component {...props} />, container) : null;
}
