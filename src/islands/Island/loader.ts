import type {ComponentType} from 'react';

/** Loads an island's component once, however many islands and renders ask for it. */
export interface IslandLoader<Props> {
  /**
   * The component. A failed load is tried once more after a short pause; if that fails too the
   * promise rejects, and the next call starts afresh instead of repeating the old failure.
   */
  load: () => Promise<ComponentType<Props>>;
  /** The component, once loaded: later renders (client-side navigation) use it at once. */
  current: () => ComponentType<Props> | undefined;
  /**
   * Fetches the code `load` would run, once, without running it (prefetch.ts), where known;
   * settles, never rejecting, once it has: `true` if that code is in place, `false` if it could
   * not be fetched.
   */
  prefetch?: () => Promise<boolean>;
}

/** A dropped connection often recovers within a moment; a chunk a deploy removed does not. */
export const RETRY_DELAY_MS = 500;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createLoader<Props>(
  load: () => Promise<ComponentType<Props>>,
  {
    retry = true,
    prefetch,
  }: {
    /** Try a failed load once more; off where `load` is made of loaders that retry already. */
    retry?: boolean;
    prefetch?: () => Promise<boolean> | void;
  } = {},
): IslandLoader<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  let prefetched: Promise<boolean> | undefined;
  return {
    load: () => {
      pending ??= (retry ? load().catch(() => pause(RETRY_DELAY_MS).then(load)) : load()).then(
        (component) => (loaded = component),
        (error: unknown) => {
          // Keeping the rejected promise would leave the island dead for the page's lifetime.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
    ...(prefetch && {
      prefetch: () => {
        // Code that is loading or loaded is in place already.
        if (loaded || pending) return prefetched ?? Promise.resolve(true);
        prefetched ??= Promise.resolve(prefetch()).then(
          (inPlace) => inPlace !== false,
          () => false,
        );
        return prefetched;
      },
    }),
  };
}

const byKey = new Map<string, IslandLoader<never>>();

/** One loader per key, for islands whose load function is created on every render (MDX). */
export function sharedLoader<Props>(
  key: string,
  load: () => Promise<ComponentType<Props>>,
): IslandLoader<Props> {
  let loader = byKey.get(key) as IslandLoader<Props> | undefined;
  if (!loader) {
    loader = createLoader(load);
    byKey.set(key, loader as IslandLoader<never>);
  }
  return loader;
}
