import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react';
import {flushSync} from 'react-dom';
import {carryClick, carryFocus, carryValues, pathTo} from './carryOver';
import type {IslandLoader} from './loader';
import {distanceFromViewport, queueAhead, resumeAhead} from './ahead';
import {reloadPage} from './reloadPage';
import {whenIdle} from './whenIdle';

// `pointerover` bubbles, so it also wakes an island whose root has no box of its own
// (`display: contents`), where `pointerenter` may never fire on the root itself.
const WAKE_EVENTS = ['pointerenter', 'pointerover', 'focusin', 'touchstart'] as const;

// Where an island's code is fetched ahead (without running it) at once: within a screen of the
// viewport. Farther islands wait their turn (ahead.ts).
const PREFETCH_MARGIN = '100% 0px';

// What the browser clicks when Space comes up on it (in a text field, Space is only a character).
const SPACE_CLICKS =
  'button, summary, input:is([type="button"], [type="submit"], [type="reset"], [type="checkbox"], [type="radio"])';

// How long after a press's release its click may still come: a touch's click comes with the
// browser's tap gesture, tens of milliseconds after the release on a slow phone.
const CLICK_AFTER_RELEASE_MS = 300;

// Client-side renders keep the layout effect; the server never runs either hook.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export interface SwapOptions<Props> {
  /** The element whose children are the server's HTML, then the live component's. */
  ref: RefObject<HTMLElement | null>;
  loader: IslandLoader<Props>;
  whenVisible: string | false;
  /** Whether `ref`'s children are the server's HTML (else the code loads at once). */
  serverHtml: boolean;
  /** Wakes the island on something other than the reader's pointer, touch or focus. */
  subscribe?: Subscribe;
  /**
   * Where the caller renders the live component until the swap puts it in `ref`'s element: an
   * element outside the page (a portal's container). With it, an island whose code is prefetched
   * has its live component rendered there ahead, in idle time, once that code is in place, so the
   * swap costs only moving it into the page. Without it, the caller renders the component inside
   * `ref`'s element, and the swap is that render.
   */
  offPage?: HTMLElement;
  /** `false`: with `offPage`, the prefetched code waits for the reader, unrun. @default true */
  renderAhead?: boolean;
  /** The live component, once rendered (the caller's state, which it renders). */
  Component: ComponentType<Props> | undefined;
  setComponent: (next: () => ComponentType<Props>) => void;
}

/**
 * The elements whose boxes show the island: its root, or, for a root that has no box of its own
 * (a doc body's `display: contents` mark), what it holds, since the root never intersects.
 */
function boxesOf(root: HTMLElement): Element[] {
  return getComputedStyle(root).display === 'contents' ? [...root.children] : [root];
}

/** Calls `wake` when the island rooted at `root` should go live; returns what stops listening. */
export type Subscribe = (wake: () => void, root: HTMLElement) => () => void;

/**
 * The life of an island's root: wait for the reader (or the viewport), load the code, swap the
 * live component in, in one commit, and carry over what the reader did to the server's HTML.
 * The caller holds the component in state (initially `loader.current()` unless the server's HTML
 * is there) and renders it inside `ref`'s element once set.
 */
export function useSwap<Props>({
  ref,
  loader,
  whenVisible,
  serverHtml,
  subscribe,
  offPage,
  renderAhead: rendersAhead = true,
  Component,
  setComponent,
}: SwapOptions<Props>): void {
  const held = useRef<{nodes: ChildNode[]; focused: Element | null} | null>(null);
  const pendingClick = useRef<number[] | null>(null);
  const pendingSubmit = useRef(false);
  // The component last committed (rendered ahead, off the page, or swapped in).
  const rendered = useRef<ComponentType<Props> | undefined>(undefined);
  // Off the page, a component rendered ahead is not live yet: the swap says when it is.
  const [placed, setPlaced] = useState(false);
  const live = offPage ? placed : Component !== undefined;

  /**
   * Puts the rendered component in place of the server's nodes and carries what the reader did,
   * in the swap's commit (`inCommit`) or, for a component rendered ahead, in the swap's own task.
   */
  const place = useCallback(
    (inCommit: boolean) => {
      const root = ref.current;
      const before = held.current;
      if (!root || !before) return;
      held.current = null;
      if (offPage) root.append(offPage);
      // React clears raw HTML it replaces, but a portal only appends: the root may hold both.
      for (const node of before.nodes) node.remove();
      root.setAttribute('data-hydrated', '');
      const liveRoot = offPage ?? root;
      carryValues(liveRoot, before.nodes);
      // After the live component's effects, which run at the end of a synchronous commit: its
      // focus handlers may count on what they set up (the search bar's loads its index once, for
      // the version its mount effect found, and would load it twice if focused before).
      const focused = before.focused;
      if (focused) queueMicrotask(() => carryFocus(liveRoot, focused, before.nodes));
      // Read now, not when the code arrived: a click can land between the two.
      const click = pendingClick.current;
      const submit = pendingSubmit.current;
      if (click || submit) {
        const replay = () => {
          if (click) carryClick(liveRoot, click);
          else liveRoot.querySelector('form')?.requestSubmit();
        };
        // After the carried values' state updates have rendered: once the commit is over, or, out
        // of one, after React's own microtask. Not in a later task where it can be helped: on a slow
        // phone a timer waits behind every frame an animation on the page asks for (80 ms seen).
        if (inCommit) setTimeout(replay);
        else queueMicrotask(replay);
      }
      if (offPage) setPlaced(true);
    },
    [offPage, ref],
  );

  useEffect(() => {
    const root = ref.current;
    if (!root || live) return undefined;
    let cancelled = false;
    // Swapping nodes between a press and its click would lose the click (its target would be
    // gone), so a swap that comes due mid-press waits for the click. A mouse's click follows its
    // release in the same task; a touch's comes with the browser's tap gesture, a task or more
    // later, or never (the touch was a scroll): then the swap waits a moment after the release.
    let pressing = false;
    // The swap, once the code is loaded, until it runs.
    let due: (() => void) | undefined;
    const swapDue = () => {
      const swapNow = due;
      due = undefined;
      swapNow?.();
    };
    let afterRelease: ReturnType<typeof setTimeout> | undefined;
    const endPress = () => {
      clearTimeout(afterRelease);
      afterRelease = undefined;
      if (!pressing) return;
      pressing = false;
      swapDue();
    };
    const swap = (next: ComponentType<Props>) => {
      if (cancelled) return;
      held.current = {
        nodes: [...root.childNodes],
        // Read in the same task as the commit below: focus the reader has moved out of the island
        // is not carried back into it.
        focused: root.contains(document.activeElement) ? document.activeElement : null,
      };
      // Rendered ahead: only moving it into the page is left.
      if (rendered.current === next) place(false);
      // Synchronously: a press starting between this call and a later commit would go down on
      // the server's nodes and come up on the live ones, and the browser would drop its click.
      else flushSync(() => setComponent(() => next));
    };
    let woken = false;
    const wake = () => {
      // Several wake events (pointer over, then enter) come for one approach of the pointer.
      if (woken) return;
      woken = true;
      loader.load().then(
        (next) => {
          // Code loads again: the work ahead a failure halted can go on.
          resumeAhead();
          due = () => swap(next);
          // Not now: a tap's pointerover (which wakes the island) and its pointerdown come in one
          // task, and code that is in place already would swap the nodes between the two, so the
          // press would go down on server nodes no longer in the page. A press that follows in
          // this task holds the swap until its click; without one, it runs in a task of its own
          // (which, on a slow phone, can wait behind a few frames).
          setTimeout(() => {
            if (!pressing) swapDue();
          });
        },
        () => {
          woken = false;
          // The code cannot be fetched even after a retry (a deploy removed its chunk, or the
          // network is gone). A click or submission held for it would be lost and the island stay
          // dead: load the page afresh, which brings the current code. Without such an action,
          // wait for one; the reader's next click tries again.
          if (!cancelled && (pendingClick.current || pendingSubmit.current)) reloadPage();
        },
      );
    };
    const press = () => {
      clearTimeout(afterRelease);
      pressing = true;
    };
    const release = () => {
      if (pressing) afterRelease = setTimeout(endPress, CLICK_AFTER_RELEASE_MS);
    };
    // Space presses a button on its release, and only the node that saw the key go down: a swap
    // between the two would lose a keyboard reader's press as it does a pointer's. (Enter clicks
    // on the key's way down, in its own task, which the click hold below covers.)
    const pressKey = (event: KeyboardEvent) => {
      if (
        event.key === ' ' &&
        event.target instanceof Element &&
        event.target.matches(SPACE_CLICKS)
      )
        press();
    };
    const releaseKey = (event: KeyboardEvent) => {
      if (event.key === ' ') release();
    };
    // The server HTML has no handlers: a click there would do nothing (or follow a link or
    // submit a form and reload the page). Hold it and replay it on the live component.
    const holdClick = (event: Event) => {
      if (root.hasAttribute('data-hydrated') || !(event.target instanceof Node)) return;
      event.preventDefault();
      pendingClick.current = pathTo(root, event.target);
      wake();
      // The press is over: a swap it held back runs now, in the click's own task (a timer could
      // wait behind frames), so the click is replayed before the next paint.
      if (pressing) endPress();
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
    root.addEventListener('keydown', pressKey, true);
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    window.addEventListener('keyup', releaseKey, true);
    // A reader who clicked or tabbed into the server's HTML before React arrived gets no focusin
    // from here on, and would type into a field no code follows until focus left and came back.
    if (root.contains(document.activeElement)) wake();
    const observer =
      whenVisible !== false && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver(
            (entries) => entries.some((entry) => entry.isIntersecting) && wake(),
            {rootMargin: whenVisible},
          )
        : undefined;
    // Off the page, in a render React may interrupt (a transition yields to the reader's input
    // every few milliseconds), so the render is no long task; running the island's modules, which
    // comes first, is one task. The effects of the rendered component run there too, on elements
    // that have no size until they are placed.
    const renderAhead = () => {
      if (cancelled || woken) return;
      loader.load().then(
        (next) => {
          if (!cancelled && !woken) startTransition(() => setComponent(() => next));
        },
        // The reader's action asks again, and a failure then reloads the page if it must.
        () => undefined,
      );
    };
    // Fetches the island's code and runs its scripts, then renders it ahead: as it nears the
    // viewport or, farther off, when its turn comes (ahead.ts), which starts it once. Settles when
    // the render is under way (`true`) or given up (`false`): code that could not be fetched is
    // asked for again only when the reader acts. The mark says so, for whoever checks the page.
    const fetchAhead = () => {
      prefetcher?.disconnect();
      return (loader.prefetch?.() ?? Promise.resolve(false)).then((inPlace) => {
        if (!inPlace) {
          root.setAttribute('data-ahead-failed', '');
          return false;
        }
        if (!offPage || !rendersAhead) return true;
        return new Promise<boolean>((resolve) =>
          whenIdle(() => {
            renderAhead();
            resolve(true);
          }),
        );
      });
    };
    const prefetcher =
      loader.prefetch && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              if (queued) queued.startNow();
              else void fetchAhead();
            },
            {rootMargin: PREFETCH_MARGIN},
          )
        : undefined;
    const queued =
      prefetcher && serverHtml
        ? queueAhead({distance: () => distanceFromViewport(boxesOf(root)), start: fetchAhead})
        : undefined;
    // With no server HTML to show (a client-side navigation), there is nothing to wait for.
    if (!serverHtml) wake();
    else {
      for (const target of boxesOf(root)) {
        observer?.observe(target);
        prefetcher?.observe(target);
      }
    }
    const unsubscribe = subscribe?.(wake, root);
    return () => {
      unsubscribe?.();
      cancelled = true;
      for (const type of WAKE_EVENTS) root.removeEventListener(type, wake);
      root.removeEventListener('click', holdClick, true);
      root.removeEventListener('submit', holdSubmit);
      root.removeEventListener('pointerdown', press, true);
      root.removeEventListener('keydown', pressKey, true);
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      window.removeEventListener('keyup', releaseKey, true);
      observer?.disconnect();
      prefetcher?.disconnect();
      queued?.cancel();
      clearTimeout(afterRelease);
    };
  }, [
    live,
    loader,
    offPage,
    place,
    ref,
    rendersAhead,
    serverHtml,
    setComponent,
    subscribe,
    whenVisible,
  ]);

  // The swap's commit (not one rendered ahead, which holds no server nodes): put the component in
  // place before the next paint. Focus went with the nodes React cleared; `place` carries it.
  useIsomorphicLayoutEffect(() => {
    rendered.current = Component;
    if (!Component) return;
    // Nothing held to replace: rendered ahead. The mark says so, for whoever checks the page.
    if (offPage && !held.current) ref.current?.setAttribute('data-rendered-ahead', '');
    place(true);
  }, [Component, offPage, place, ref]);
}
