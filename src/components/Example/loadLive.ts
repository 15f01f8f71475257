// One shared, lazily created promise for the live-editing chunk (react-live, sucrase, live scope).
export type LiveModule = typeof import('./LiveExample');

let pending: Promise<LiveModule> | undefined;

export function loadLive(): Promise<LiveModule> {
  pending ??= import(/* webpackChunkName: "live-example" */ './LiveExample');
  return pending;
}
