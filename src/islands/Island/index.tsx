import type {ComponentType, CSSProperties, ReactNode} from 'react';
import {Island} from './Island';
import {createLoader} from './loader';
import type {Subscribe} from './useSwap';

export {Island, type IslandProps} from './Island';
export {sharedLoader, type IslandLoader} from './loader';
export {fetchScripts, prefetchChunks} from './prefetch';
export {whenIdle} from './whenIdle';
export type {Subscribe} from './useSwap';
export {installChunks} from './install';

export interface IslandOptions<Props> {
  /** Load when this close to the viewport; `false` waits for pointer, touch or focus. @default '300px' */
  whenVisible?: string | false;
  placeholderStyle?: CSSProperties;
  /** After a client-side navigation, show the server's HTML from the page the reader arrived on while the code loads (an island alike on every page). @default false */
  sameOnEveryPage?: boolean;
  /** The component, server build only: `process.env.TESSERA_SSR ? require('./X').X : undefined`. */
  serverComponent?: ComponentType<Props>;
  /** Wakes the island on something other than the reader's pointer, touch or focus. */
  subscribe?: Subscribe;
}

/** A component that renders as an `Island`: in the page's HTML, its code loaded when needed. */
export function createIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  {
    whenVisible = '300px',
    placeholderStyle,
    sameOnEveryPage,
    serverComponent,
    subscribe,
  }: IslandOptions<Props> = {},
): ComponentType<Props> {
  const loader = createLoader(load);
  return function LazyIsland(props: Props): ReactNode {
    return (
      <Island
        loader={loader}
        props={props}
        server={serverComponent}
        whenVisible={whenVisible}
        placeholderStyle={placeholderStyle}
        sameOnEveryPage={sameOnEveryPage}
        subscribe={subscribe}
      />
    );
  };
}
