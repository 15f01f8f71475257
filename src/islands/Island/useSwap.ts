import {useEffect, useLayoutEffect, useRef, type ComponentType, type RefObject} from 'react';
import {flushSync} from 'react-dom';
import {carryClick, carryFocus, carryValues, pathTo} from './carryOver';
import type {IslandLoader} from './loader';
import {reloadPage} from './reloadPage';

// `pointerover` bubbles, so it also wakes an island whose root has no box of its own
// (`display: contents`), where `pointerenter` may never fire on the root itself.
const WAKE_EVENTS = ['pointerenter', 'pointerover', 'focusin', 'touchstart'] as const;

// Where an island's code is fetched ahead (without running it): within a screen of the viewport.
const PREFETCH_MARGIN = '100% 0px';

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
  /** The live component, once swapped in (the caller's state, which it renders). */
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
  Component,
  setComponent,
}: SwapOptions<Props>): void {
  const held = useRef<{nodes: ChildNode[]; focused: Element | null} | null>(null);
  const pendingClick = useRef<number[] | null>(null);
  const pendingSubmit = useRef(false);

  useEffect(() => {
    const root = ref.current;
    if (!root || Component) return undefined;
    let cancelled = false;
    // Swapping nodes between a press and its click would lose the click (its target would be
    // gone), so a swap that comes due mid-press waits for the click. A mouse's click follows its
    // release in the same task; a touch's comes with the browser's tap gesture, a task or more
    // later, or never (the touch was a scroll): then the swap waits a moment after the release.
    let pressing = false;
    let swapAfterPress: (() => void) | undefined;
    let afterRelease: ReturnType<typeof setTimeout> | undefined;
    const endPress = () => {
      clearTimeout(afterRelease);
      afterRelease = undefined;
      if (!pressing) return;
      pressing = false;
      const swapNow = swapAfterPress;
      swapAfterPress = undefined;
      swapNow?.();
    };
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
    let woken = false;
    const wake = () => {
      // Several wake events (pointer over, then enter) come for one approach of the pointer.
      if (woken) return;
      woken = true;
      loader.load().then(
        (next) => {
          // In a task of its own: a tap's pointerover (which wakes the island) and its pointerdown
          // come in one task, and code that is in place already would otherwise swap the nodes
          // between the two, so the press would go down on server nodes no longer in the page.
          setTimeout(() => {
            if (pressing) swapAfterPress = () => swap(next);
            else swap(next);
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
    // The server HTML has no handlers: a click there would do nothing (or follow a link or
    // submit a form and reload the page). Hold it and replay it on the live component.
    const holdClick = (event: Event) => {
      if (root.hasAttribute('data-hydrated') || !(event.target instanceof Node)) return;
      event.preventDefault();
      pendingClick.current = pathTo(root, event.target);
      wake();
      if (pressing) setTimeout(endPress);
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
    const prefetcher =
      loader.prefetch && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver(
            (entries, self) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              self.disconnect();
              loader.prefetch?.();
            },
            {rootMargin: PREFETCH_MARGIN},
          )
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
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      observer?.disconnect();
      prefetcher?.disconnect();
      clearTimeout(afterRelease);
    };
  }, [Component, loader, ref, serverHtml, setComponent, subscribe, whenVisible]);

  // The live component replaced the server's nodes in this commit (React clears raw HTML it
  // replaces, and focus goes with it): carry what the reader did before the next paint.
  useIsomorphicLayoutEffect(() => {
    const root = ref.current;
    const before = held.current;
    if (!Component || !root || !before) return;
    held.current = null;
    // React clears raw HTML it replaces, but a portal only appends: the caller's root may hold both.
    for (const node of before.nodes) node.remove();
    root.setAttribute('data-hydrated', '');
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
  }, [Component, ref]);
}
