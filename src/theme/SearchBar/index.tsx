import {useEffect, useRef, type ReactNode} from 'react';
// The component's own entry, not '@tessera-ui/react': the search bar is on every page, the library is not.
import {Kbd} from '@tessera-ui/react/kbd';
import {createIsland} from '@site/src/islands/Island';
import type {SearchBarProps} from './LiveSearchBar';
import {isSearchShortcut, searchShortcutName} from './shortcut';
import styles from './styles.module.css';

/**
 * The search plugin's bar as an island: it is in every page's navbar, and its code (the bar, its
 * autocomplete glue and the worker bridge) would otherwise be part of every first load. It goes
 * live when the reader's pointer, touch or focus comes to it; its index already loaded only then.
 */
const LazySearchBar = createIsland<SearchBarProps>(
  () =>
    import(/* webpackChunkName: "search-bar" */ './LiveSearchBar').then(
      (module) => module.LiveSearchBar,
    ),
  {
    whenVisible: false,
    // A page with a layout of its own (home, showcase) mounts a new navbar: without the server's
    // copy, the box would be missing until the code arrived.
    sameOnEveryPage: true,
    serverComponent: process.env.TESSERA_SSR
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server build only
        (require('./LiveSearchBar') as typeof import('./LiveSearchBar')).LiveSearchBar
      : undefined,
  },
);

/**
 * The search plugin's shortcut hint fails contrast (1.51:1) and its keys are plain text, so it is
 * hidden (CSS; the option must stay on, it also gates the plugin's clear button) and replaced by the
 * library's Kbd, which is server-rendered with both Ctrl and ⌘ faces sized alike (no shift when the
 * platform is detected). The input announces the shortcut itself through `aria-keyshortcuts`.
 *
 * Until the bar is live, the shortcut is this wrapper's: it focuses the server's input, which wakes
 * the island, and the focus (and whatever the reader types meanwhile) carries over to the live bar.
 * Once live, the plugin's own handler does the same.
 */
export default function SearchBarWrapper(props: SearchBarProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    ref.current?.querySelector('input')?.setAttribute('aria-keyshortcuts', searchShortcutName());
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      const input = ref.current?.querySelector('input');
      if (!input) return;
      event.preventDefault();
      input.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div ref={ref} className={styles.wrapper}>
      <LazySearchBar {...props} />
      <span className={styles.hint} aria-hidden="true" data-testid="search-shortcut-hint">
        <Kbd keys={['mod', 'K']} size="sm" />
      </span>
    </div>
  );
}
