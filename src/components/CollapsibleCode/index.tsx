import {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {COLLAPSED_MAX_HEIGHT, estimateCodeHeight, isCollapsible, toggleLabel} from './collapse';
import styles from './styles.module.css';

export interface CollapsibleCodeProps {
  children: ReactNode;
  /**
   * Lines of code inside, so the server render can start collapsed without measuring (no layout
   * shift on hydration). The browser re-measures and follows edits that add or remove lines.
   */
  lineCount: number;
  /** @default 300 */
  maxHeight?: number;
  className?: string;
}

/**
 * Code that is taller than `maxHeight` starts collapsed behind a fade, with an **Expand code** /
 * **Collapse code** button. Focus moving into collapsed code expands it, so keyboard users never
 * edit text they cannot see.
 */
export default function CollapsibleCode({
  children,
  lineCount,
  maxHeight = COLLAPSED_MAX_HEIGHT,
  className,
}: CollapsibleCodeProps): ReactNode {
  const id = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const [collapsible, setCollapsible] = useState(() =>
    isCollapsible(estimateCodeHeight(lineCount), maxHeight),
  );
  const [collapsed, setCollapsed] = useState(collapsible);

  useEffect(() => {
    const content = contentRef.current;
    if (!content || typeof ResizeObserver === 'undefined') return undefined;
    const inner = content.firstElementChild ?? content;
    // No measuring on mount: reading scrollHeight there forces a layout of the whole page for each
    // example during hydration. The observer's first report arrives after the browser's own layout.
    const observer = new ResizeObserver(() => {
      // Code that is not laid out (rendered ahead off the page, or inside a closed details) has
      // no height: measuring it would drop the toggle until the code is laid out, so a click
      // replayed on the toggle in between would find none. Keep the estimate until it has a size.
      if (!inner.isConnected || inner.scrollHeight === 0) return;
      setCollapsible(isCollapsible(inner.scrollHeight, maxHeight));
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, [maxHeight]);

  const toggle = useCallback(() => setCollapsed((value) => !value), []);
  const isCollapsed = collapsible && collapsed;

  return (
    <div className={clsx(styles.root, className)} data-collapsed={isCollapsed || undefined}>
      <div
        id={id}
        ref={contentRef}
        className={styles.content}
        style={isCollapsed ? {maxHeight} : undefined}
        onFocus={isCollapsed ? () => setCollapsed(false) : undefined}
      >
        {children}
      </div>
      {collapsible && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={!isCollapsed}
          aria-controls={id}
          onClick={toggle}
        >
          {toggleLabel(isCollapsed)}
        </button>
      )}
    </div>
  );
}
