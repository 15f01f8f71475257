import {useEffect, useRef, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
// The component's own entry, not '@tessera-ui/react': the search bar is on every page, the library is not.
import {Kbd} from '@tessera-ui/react/kbd';
import {keepFocusWhereReaderLeftIt} from './keepFocusWhereReaderLeftIt';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

function isApplePlatform(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

/**
 * The search plugin's shortcut hint fails contrast (1.51:1) and its keys are plain text, so it is
 * hidden (CSS; the option must stay on, it also gates the plugin's clear button) and replaced by the
 * library's Kbd, which is server-rendered with both Ctrl and ⌘ faces sized alike (no shift when the
 * platform is detected). The input announces the shortcut itself through `aria-keyshortcuts`.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const input = ref.current?.querySelector('input');
    if (!input) return undefined;
    input.setAttribute('aria-keyshortcuts', isApplePlatform() ? 'Meta+K' : 'Control+K');
    return keepFocusWhereReaderLeftIt(input);
  }, []);

  return (
    <div ref={ref} className={styles.wrapper}>
      <SearchBar {...props} />
      <span className={styles.hint} aria-hidden="true" data-testid="search-shortcut-hint">
        <Kbd keys={['mod', 'K']} size="sm" />
      </span>
    </div>
  );
}
