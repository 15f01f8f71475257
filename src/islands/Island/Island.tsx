import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';
import {flushSync} from 'react-dom';
import {KEEP_SERVER_CHILDREN, useServerHtml} from '../ServerHtml/useServerHtml';
import {carryClick, carryFocus, carryValues, pathTo} from './carryOver';
import type {IslandLoader} from './loader';
import {reloadPage} from './reloadPage';

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

const WAKE_EVENTS = ['pointerenter', 'focusin', 'touchstart'] as const;

// Client-side renders keep the layout effect; the server never runs either hook.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

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
  const held = useRef<{nodes: ChildNode[]; focused: Element | null} | null>(null);
  const pendingClick = useRef<number[] | null>(null);
  const pendingSubmit = useRef(false);

  useEffect(() => {
    const root = ref.current;
    if (!root || Component) return undefined;
    let cancelled = false;
    // Swapping nodes between a press and its release would cancel the click (its target would be
    // gone), so a swap that comes due mid-press waits for the release and the click after it.
    let pressing = false;
    let swapAfterPress: (() => void) | undefined;
    const swap = (next: ComponentType<Props>) => {
      if (cancelled) return;
      held.current = {
        nodes: [...root.childNodes],
        // Read in the same task as the commit below: focus the reader has moved out of the island
        // is not carried back into it.
        focused: root.contains(document.activeElement) ? document.activeElement : null,
      };
      // Synchronously: a press starting between this call and a later commit would go down on
      // the server's nodes and come up on the live ones, and the browser would drop its click.
      flushSync(() => setComponent(() => next));
    };
    const wake = () => {
      loader.load().then(
        (next) => {
          if (pressing) swapAfterPress = () => swap(next);
          else swap(next);
        },
        () => {
          // The code cannot be fetched even after a retry (a deploy removed its chunk, or the
          // network is gone). A click or submission held for it would be lost and the island stay
          // dead: load the page afresh, which brings the current code. Without such an action,
          // wait for one; the reader's next click tries again.
          if (!cancelled && (pendingClick.current || pendingSubmit.current)) reloadPage();
        },
      );
    };
    const press = () => {
      pressing = true;
    };
    const release = () => {
      if (!pressing) return;
      pressing = false;
      // The click event follows the release in the same task.
      setTimeout(() => swapAfterPress?.());
    };
    // The server HTML has no handlers: a click there would do nothing (or follow a link or
    // submit a form and reload the page). Hold it and replay it on the live component.
    const holdClick = (event: Event) => {
      if (root.hasAttribute('data-hydrated') || !(event.target instanceof Node)) return;
      event.preventDefault();
      pendingClick.current = pathTo(root, event.target);
      wake();
    };
    const holdSubmit = (event: Event) => {
      if (root.hasAttribute('data-hydrated')) return;
      event.preventDefault();
      pendingSubmit.current = true;
      wake();
    };
    for (const type of WAKE_EVENTS) root.addEventListener(type, wake, {once: true, passive: true});
    root.addEventListener('click', holdClick, true);
    root.addEventListener('submit', holdSubmit);
    root.addEventListener('pointerdown', press, true);
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    const observer =
      whenVisible !== false && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver(
            (entries) => entries.some((entry) => entry.isIntersecting) && wake(),
            {rootMargin: whenVisible},
          )
        : undefined;
    // With no server HTML to show (a client-side navigation), there is nothing to wait for.
    if (!serverHtml) wake();
    else observer?.observe(root);
    return () => {
      cancelled = true;
      for (const type of WAKE_EVENTS) root.removeEventListener(type, wake);
      root.removeEventListener('click', holdClick, true);
      root.removeEventListener('submit', holdSubmit);
      root.removeEventListener('pointerdown', press, true);
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      observer?.disconnect();
    };
  }, [Component, loader, serverHtml, whenVisible]);

  // The live component replaced the server's nodes in this commit (React clears raw HTML it
  // replaces, and focus goes with it): carry what the reader did before the next paint.
  useIsomorphicLayoutEffect(() => {
    const root = ref.current;
    const before = held.current;
    if (!Component || !root || !before) return;
    held.current = null;
    for (const node of before.nodes) node.remove(); // in case a React version leaves them
    carryValues(root, before.nodes);
    if (before.focused) carryFocus(root, before.focused, before.nodes);
    // Read now, not when the code arrived: a click can land between the two.
    const click = pendingClick.current;
    const submit = pendingSubmit.current;
    if (click || submit) {
      // After the carried values' state updates have rendered.
      setTimeout(() => {
        if (click) carryClick(root, click);
        else root.querySelector('form')?.requestSubmit();
      });
    }
  }, [Component]);

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
