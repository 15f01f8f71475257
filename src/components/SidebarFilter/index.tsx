import {useEffect, useId, useRef, type ReactNode} from 'react';
import styles from './styles.module.css';

interface SidebarFilterProps {
  /** The current filter text. */
  value: string;
  /** Called with the new text on every change. */
  onChange: (value: string) => void;
  /** How many pages match the current text. */
  matchCount: number;
}

/** A text box above the docs sidebar that narrows its items as the reader types. */
export default function SidebarFilter({
  value,
  onChange,
  matchCount,
}: SidebarFilterProps): ReactNode {
  const inputId = useId();
  const statusId = useId();
  const input = useRef<HTMLInputElement>(null);
  // A reader can type into the server's HTML before React owns it; React keeps that text in the
  // box but never saw it change, so the filter starts from what the box holds, not from empty.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '') onChange(typed);
    // Once, on hydration: later text reaches onChange through the change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const filtering = value.trim().length > 0;
  return (
    <div className={styles.filter} role="search" aria-label="Filter pages">
      <label htmlFor={inputId} className="sr-only">
        Filter pages
      </label>
      <input
        ref={input}
        id={inputId}
        className={styles.input}
        type="search"
        placeholder="Filter pages"
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-describedby={filtering ? statusId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
      />
      <p
        id={statusId}
        className={filtering && matchCount === 0 ? styles.empty : 'sr-only'}
        role="status"
      >
        {!filtering
          ? ''
          : matchCount === 0
            ? 'No pages match'
            : `${matchCount} ${matchCount === 1 ? 'page matches' : 'pages match'}`}
      </p>
    </div>
  );
}
