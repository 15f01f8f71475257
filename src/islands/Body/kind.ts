import type {Subscribe} from '../Island/useSwap';

/** How a component of a page's body behaves as an island there. */
export interface IslandKind<Props> {
  /** Loads what the live element needs, so it replaces the server's HTML complete, in one commit. */
  preload?: (props: Props) => Promise<unknown>;
  /**
   * Fetches, as the island nears the viewport, the code `preload` will run, without running it
   * (see prefetch.ts), so that going live costs no round trip. Once it settles with `true` (the
   * code is in place), the live element is rendered ahead, in idle time, off the page (see
   * useSwap), so that going live costs only putting it there.
   */
  prefetch?: (props: Props) => Promise<boolean> | void;
  /**
   * `false`: what `prefetch` fetched is neither run nor rendered ahead; it runs when the reader
   * reaches for the island. For an island whose render ahead, in the page's idle time, would cost
   * the page's main thread more than it saves the reader's first press. @default true
   */
  renderAhead?: boolean;
  /**
   * Goes live as the island comes within this CSS margin of the viewport, for an element the
   * server cannot render (an inline live block previews in the browser only).
   */
  whenVisible?: (props: Props) => string | false;
  /**
   * Wakes the island on something other than the reader's pointer, touch or focus: state the
   * server could not know (a stored choice, the color mode) that the live element would show.
   */
  subscribe?: (props: Props) => Subscribe | undefined;
}

const KIND = Symbol.for('tessera.island-kind');

/**
 * Marks a component as interactive: in a page body that React does not hydrate, each of its
 * elements stays server HTML until the reader reaches for it, then goes live. Returns the component.
 */
export function interactive<C extends (props: never) => unknown>(
  component: C,
  kind: IslandKind<Parameters<C>[0]> = {},
): C {
  Object.defineProperty(component, KIND, {value: kind});
  return component;
}

/** The island kind of an element type, if it was marked `interactive`. */
export function kindOf(type: unknown): IslandKind<unknown> | undefined {
  return typeof type === 'function'
    ? (type as unknown as Record<symbol, IslandKind<unknown> | undefined>)[KIND]
    : undefined;
}

/** Goes live as soon as the page has hydrated. */
export const AT_ONCE: Subscribe = (wake) => {
  wake();
  return () => undefined;
};
