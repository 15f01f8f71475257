import {useEffect, useRef, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

function isApplePlatform(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

/**
 * The search plugin's shortcut hint fails contrast (1.51:1) and its keys are plain text, so it is
 * hidden (CSS below; the option must stay on, it also gates the plugin's clear button) and drawn
 * here instead. The shortcut itself stays the plugin's; the input announces it (`aria-keyshortcuts`).
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const ref = useRef<HTMLDivElement>(null);
  // Only read after hydration (the hint is not server-rendered), so server and client agree.
  const apple = isBrowser && isApplePlatform();

  useEffect(() => {
    ref.current
      ?.querySelector('input')
      ?.setAttribute('aria-keyshortcuts', apple ? 'Meta+K' : 'Control+K');
  }, [apple]);

  return (
    <div ref={ref} className={styles.wrapper}>
      <SearchBar {...props} />
      {isBrowser && (
        <span className={styles.hint} aria-hidden="true" data-testid="search-shortcut-hint">
          <kbd className={styles.key}>{apple ? '⌘' : 'Ctrl'}</kbd>
          <kbd className={styles.key}>K</kbd>
        </span>
      )}
    </div>
  );
}
