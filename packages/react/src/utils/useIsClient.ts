import {useSyncExternalStore} from 'react';

const subscribe = () => () => {};

/**
 * False during server rendering and hydration, true afterwards: lets a component render a
 * deterministic markup on the server and adapt to the browser (platform, locale) once mounted,
 * without a hydration mismatch.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
