import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';
import {carryFocus, carryValues} from './carryOver';

export interface IslandOptions<Props> {
  /** Distance from the viewport at which the code starts loading. @default '300px' */
  rootMargin?: string;
  /** Space kept while a client-side render waits for the code (no server HTML to show). */
  placeholderStyle?: CSSProperties;
  /**
   * The component itself, for the server build only: pass
   * `process.env.TESSERA_SSR ? require('./X').X : undefined` so the browser build drops it.
   */
  serverComponent?: ComponentType<Props>;
}

const WAKE_EVENTS = ['pointerenter', 'focusin', 'touchstart'] as const;

// Client-side renders keep the layout effect; the server never runs either hook.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A component whose code stays out of the page's first load. The server renders it in full, so
 * the reader sees (and search engines index) the real thing. The browser hydrates around it and
 * leaves its HTML untouched until the island nears the viewport or the pointer or focus enters it;
 * then it loads the code and swaps in the live component in one commit, before the next paint,
 * keeping focus where it was. (`React.lazy` cannot do this: React 19 streams large pages'
 * suspended boundaries as a fallback plus an inline patch script.)
 */
export function createIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  {rootMargin = '300px', placeholderStyle, serverComponent}: IslandOptions<Props> = {},
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () => {
    pending ??= load().then((component) => (loaded = component));
    return pending;
  };

  function Island(props: Props): ReactNode {
    const id = useId();
    const ref = useRef<HTMLDivElement>(null);
    // Only while hydrating does the server's HTML for this island already sit in the document.
    const [serverHtml] = useState(
      () => typeof document !== 'undefined' && document.getElementById(id) !== null,
    );
    const [Component, setComponent] = useState(() => (serverHtml ? undefined : loaded));
    const stale = useRef<ChildNode[]>([]);
    const submitHeld = useRef(false);
    const focusedBefore = useRef<Element | null>(null);

    useEffect(() => {
      const root = ref.current;
      if (!root || Component) return undefined;
      let cancelled = false;
      const wake = () => {
        void loadOnce().then((next) => {
          if (cancelled) return;
          stale.current = [...root.childNodes];
          focusedBefore.current = root.contains(document.activeElement)
            ? document.activeElement
            : null;
          setComponent(() => next);
        });
      };
      // A form submitted before the code arrived would reload the page; hold it and submit the
      // live form instead.
      const holdSubmit = (event: Event) => {
        if (root.hasAttribute('data-hydrated')) return;
        event.preventDefault();
        submitHeld.current = true;
        wake();
      };
      for (const type of WAKE_EVENTS)
        root.addEventListener(type, wake, {once: true, passive: true});
      root.addEventListener('submit', holdSubmit);
      const observer =
        typeof IntersectionObserver === 'undefined'
          ? undefined
          : new IntersectionObserver(
              (entries) => entries.some((entry) => entry.isIntersecting) && wake(),
              {rootMargin},
            );
      // With no server HTML to show (a client-side navigation), there is nothing to wait for.
      if (observer && serverHtml) observer.observe(root);
      else wake();
      return () => {
        cancelled = true;
        for (const type of WAKE_EVENTS) root.removeEventListener(type, wake);
        root.removeEventListener('submit', holdSubmit);
        observer?.disconnect();
      };
    }, [Component, serverHtml]);

    // The live component replaced the server's nodes in this commit: carry what the reader did to
    // them (focus, typed text, a held submission) across before the next paint.
    useIsomorphicLayoutEffect(() => {
      const nodes = stale.current;
      if (!Component || nodes.length === 0) return;
      stale.current = [];
      const root = ref.current;
      // React has already dropped the server's nodes (it clears raw HTML it replaces), and focus
      // with them.
      const focused = focusedBefore.current;
      focusedBefore.current = null;
      if (root) {
        carryValues(root, nodes);
        if (focused) carryFocus(root, focused, nodes);
      }
      for (const node of nodes) node.remove(); // in case a React version leaves them in place
      if (root && submitHeld.current) {
        submitHeld.current = false;
        // After the values' state updates have rendered.
        setTimeout(() => root.querySelector('form')?.requestSubmit());
      }
    }, [Component]);

    if (typeof window === 'undefined' && serverComponent) {
      const Server = serverComponent;
      return (
        <div id={id} ref={ref} data-island="">
          <Server {...props} />
        </div>
      );
    }
    if (Component) {
      return (
        <div id={id} ref={ref} data-island="" data-hydrated="">
          <Component {...props} />
        </div>
      );
    }
    if (serverHtml) {
      // React does not touch an element's children while hydrating raw HTML, so this keeps
      // the server's markup as it is.
      return (
        <div
          id={id}
          ref={ref}
          data-island=""
          dangerouslySetInnerHTML={{__html: ''}}
          suppressHydrationWarning
        />
      );
    }
    return <div id={id} ref={ref} data-island="" style={placeholderStyle} />;
  }
  return Island;
}
