/**
 * Calls `callback` when the main thread is idle, and after the page's `load` event: work the
 * reader has not asked for yet must not compete with the page's own loading.
 */
export function whenIdle(callback: () => void): void {
  if (document.readyState !== 'complete') {
    window.addEventListener('load', () => whenIdle(callback), {once: true});
    return;
  }
  // Safari before 18 has no idle callbacks.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, {timeout: 2000});
  else setTimeout(callback, 200);
}
