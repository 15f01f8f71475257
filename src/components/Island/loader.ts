import type {ComponentType} from 'react';

/** Loads an island's component once, however many islands and renders ask for it. */
export interface IslandLoader<Props> {
  load: () => Promise<ComponentType<Props>>;
  /** The component, once loaded: later renders (client-side navigation) use it at once. */
  current: () => ComponentType<Props> | undefined;
}

export function createLoader<Props>(
  load: () => Promise<ComponentType<Props>>,
): IslandLoader<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  return {
    load: () => {
      pending ??= load().then((component) => (loaded = component));
      return pending;
    },
    current: () => loaded,
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
