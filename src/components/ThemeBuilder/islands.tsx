import {createIsland, prefetchChunks, whenIdle, type Subscribe} from '@site/src/islands/Island';

// The builder is the server's HTML (inputs, the key previews, the contrast report and the exports
// for the default theme) until the reader reaches for it, so its code — React Aria, most of the
// library, the theme engine and the contrast pairs — stays out of the page's first load. The code
// is fetched, not run, in idle time, so the first touch waits only for running it.
const loadBuilder = () => import(/* webpackChunkName: "theme-builder" */ './ThemeBuilder');

/** The reader's first sign of life anywhere on the page: the hand is on its way to a control. */
const FIRST_INPUT = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'];

/**
 * Besides the reader's pointer, touch or focus on the builder: their first input anywhere on the
 * page, so the code is running by the time they reach a control (a key or a drag that lands on the
 * server's HTML would be lost); a link that carries a theme (the server rendered the defaults);
 * and the gallery nearing the viewport (an empty box in the server's HTML).
 */
const wakeWhenNeeded: Subscribe = (wake, root) => {
  if (window.location.search) {
    wake();
    return () => undefined;
  }
  let stopped = false;
  const options = {capture: true, passive: true};
  for (const type of FIRST_INPUT) window.addEventListener(type, wake, options);
  whenIdle(() => {
    if (!stopped) prefetchChunks(loadBuilder);
  });
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) wake();
    },
    {rootMargin: '300px'},
  );
  const gallery = root.querySelector('[data-part="gallery"]');
  if (gallery) observer.observe(gallery);
  return () => {
    stopped = true;
    observer.disconnect();
    for (const type of FIRST_INPUT) window.removeEventListener(type, wake, options);
  };
};

export const LazyThemeBuilder = createIsland<object>(
  () => loadBuilder().then((module) => module.ThemeBuilder),
  {
    whenVisible: false,
    subscribe: wakeWhenNeeded,
    serverComponent: process.env.TESSERA_SSR
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server build only
        (require('./ThemeBuilder') as typeof import('./ThemeBuilder')).ThemeBuilder
      : undefined,
  },
);
