import {useSyncExternalStore, type Ref} from 'react';
import {
  ResizableTableContainer,
  Table as RACTable,
  TableBody as RACTableBody,
  TableLoadMoreItem as RACTableLoadMoreItem,
  type ResizableTableContainerProps,
  type TableBodyProps as RACTableBodyProps,
  type TableLoadMoreItemProps as RACTableLoadMoreItemProps,
  type TableProps as RACTableProps,
} from 'react-aria-components';
import {Spinner} from '../Spinner/Spinner';
import {composeClassName} from '../utils';
import './Table.css';

// ---------------------------------------------------------------------------------------------
// Table
// ---------------------------------------------------------------------------------------------

export interface TableProps
  extends
    RACTableProps,
    Pick<ResizableTableContainerProps, 'onResizeStart' | 'onResize' | 'onResizeEnd'> {
  /** Row height and cell padding: `sm` for dense data, `lg` for roomy lists. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Height above which the rows scroll inside the table's frame, the header row staying in view
   * (pixels, or any CSS length).
   * @default undefined
   */
  maxHeight?: number | string;
  /**
   * Lets the reader resize the columns that set `allowsResizing`; the columns are then laid out
   * from their `width`, `defaultWidth`, `minWidth` and `maxWidth`.
   * @default false
   */
  allowsResizing?: boolean;
  /** Ref to the `<table>` element. */
  ref?: Ref<HTMLTableElement>;
}

/**
 * Rows and columns of data (ARIA grid pattern): arrow keys move between rows and cells, columns
 * can sort and resize, rows can be selected with checkboxes and act on Enter. It renders in a
 * bordered frame that scrolls sideways on narrow screens, and under a sticky header past
 * `maxHeight`.
 */
export function Table({
  size = 'md',
  maxHeight,
  allowsResizing = false,
  onResizeStart,
  onResize,
  onResizeEnd,
  className,
  ref,
  ...props
}: TableProps) {
  const frame = {
    className: 'ui-Table-container',
    style: maxHeight == null ? undefined : {maxHeight},
  };
  const table = (
    <RACTable
      {...props}
      ref={ref as Ref<HTMLTableElement | HTMLDivElement>}
      data-size={size}
      className={composeClassName(className, 'ui-Table')}
    />
  );
  if (!allowsResizing) return <div {...frame}>{table}</div>;
  return (
    <ResizableTableContainer
      {...frame}
      data-resizable
      onResizeStart={onResizeStart}
      onResize={onResize}
      onResizeEnd={onResizeEnd}
    >
      {table}
    </ResizableTableContainer>
  );
}

// ---------------------------------------------------------------------------------------------
// TableBody
// ---------------------------------------------------------------------------------------------

export interface TableBodyProps<T extends object> extends RACTableBodyProps<T> {
  /** Ref to the `<tbody>` element. */
  ref?: Ref<HTMLTableSectionElement>;
}

/** The rows of a `Table`; `renderEmptyState` fills it while there are none. */
export function TableBody<T extends object>({className, ref, ...props}: TableBodyProps<T>) {
  return (
    <RACTableBody
      {...props}
      ref={ref as Ref<HTMLTableSectionElement | HTMLDivElement>}
      className={composeClassName(className, 'ui-TableBody')}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// TableLoadMoreItem
// ---------------------------------------------------------------------------------------------

export interface TableLoadMoreItemProps extends RACTableLoadMoreItemProps {
  /** Ref to the loading row's `<tr>`. */
  ref?: Ref<HTMLTableRowElement>;
}

const subscribe = () => () => {};

/**
 * The end of a `TableBody` that loads more rows: calls `onLoadMore` as it scrolls into view, and
 * shows a row while `isLoading` with its children, by default a small "Loading more…" spinner.
 */
export function TableLoadMoreItem({className, children, ...props}: TableLoadMoreItemProps) {
  // React Aria watches the end of the table with an IntersectionObserver and throws where there
  // is none (jsdom): render nothing there. The server snapshot is `true`, so the server's HTML
  // and hydration agree with a browser's first render.
  const canObserve = useSyncExternalStore(
    subscribe,
    () => typeof IntersectionObserver !== 'undefined',
    () => true,
  );
  if (!canObserve) return null;
  return (
    <RACTableLoadMoreItem
      {...props}
      className={composeClassName(className, 'ui-TableLoadMoreItem')}
    >
      {children ?? <Spinner size="sm" aria-label="Loading more…" />}
    </RACTableLoadMoreItem>
  );
}
