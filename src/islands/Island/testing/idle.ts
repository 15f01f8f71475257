// The browser's idle callbacks, stood in for in tests: jsdom has no `requestIdleCallback` (code
// that finds none falls back to a timer), and a test wants to say when an idle period comes.

export interface IdleStandIn {
  /** The callbacks waiting for an idle period, oldest first. */
  waiting: (() => void)[];
  /** Runs the oldest waiting callback: one idle period. */
  period: () => void;
  /** Puts the environment's own `requestIdleCallback` (none, in jsdom) back. */
  restore: () => void;
}

/**
 * Stands in for `requestIdleCallback`: each callback waits until the test runs it with `period`
 * or, with `soon`, runs in the next task, as on an idle browser.
 */
export function standInIdle({soon = false}: {soon?: boolean} = {}): IdleStandIn {
  const original = window.requestIdleCallback;
  const waiting: (() => void)[] = [];
  window.requestIdleCallback = ((callback: () => void) => {
    if (soon) setTimeout(callback);
    else waiting.push(callback);
    return 0;
  }) as unknown as typeof window.requestIdleCallback;
  return {
    waiting,
    period: () => waiting.shift()?.(),
    restore: () => {
      window.requestIdleCallback = original;
    },
  };
}
