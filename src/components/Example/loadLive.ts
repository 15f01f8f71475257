// One shared, lazily created promise for the live-editing chunk (react-live, sucrase, live scope).
export type LiveModule = typeof import('./LiveExample');

let pending: Promise<LiveModule> | undefined;

export function loadLive(): Promise<LiveModule> {
  pending ??= import(/* webpackChunkName: "live-example" */ './LiveExample').catch(
    (error: unknown) => {
      // A failed chunk (a deploy replaced it, the network dropped) is asked for again next time,
      // instead of every later click getting the same failure.
      pending = undefined;
      throw error;
    },
  );
  return pending;
}
