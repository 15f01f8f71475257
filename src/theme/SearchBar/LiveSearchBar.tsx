import {useEffect, useRef, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {keepFocusWhereReaderLeftIt} from './keepFocusWhereReaderLeftIt';
import {searchShortcutName} from './shortcut';
import styles from './styles.module.css';

export type SearchBarProps = WrapperProps<typeof SearchBarType>;

/** The search plugin's bar, with the shortcut named on its input and focus kept where the reader left it. */
export function LiveSearchBar(props: SearchBarProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const input = ref.current?.querySelector('input');
    if (!input) return undefined;
    input.setAttribute('aria-keyshortcuts', searchShortcutName());
    return keepFocusWhereReaderLeftIt(input);
  }, []);

  return (
    <div ref={ref} className={styles.bar}>
      <SearchBar {...props} />
    </div>
  );
}
