import {useContext, type Ref} from 'react';
import {
  Collection,
  Column as RACColumn,
  ColumnResizer,
  TableColumnResizeStateContext,
  TableHeader as RACTableHeader,
  useTableOptions,
  type ColumnProps as RACColumnProps,
  type TableHeaderProps as RACTableHeaderProps,
} from 'react-aria-components';
import {SelectionCheckbox} from './SelectionCheckbox';
import {composeClassName} from '../utils';

// ---------------------------------------------------------------------------------------------
// TableHeader
// ---------------------------------------------------------------------------------------------

export interface TableHeaderProps<T extends object> extends RACTableHeaderProps<T> {
  /** Ref to the `<thead>` element. */
  ref?: Ref<HTMLTableSectionElement>;
}

/**
 * The header row of a `Table`. While rows can be selected it starts with a selection column:
 * a "Select All" checkbox with `selectionMode="multiple"`.
 */
export function TableHeader<T extends object>({
  columns,
  children,
  dependencies,
  className,
  ref,
  ...props
}: TableHeaderProps<T>) {
  const {selectionBehavior, selectionMode} = useTableOptions();
  return (
    <RACTableHeader
      {...props}
      ref={ref as Ref<HTMLTableSectionElement | HTMLDivElement>}
      className={composeClassName(className, 'ui-TableHeader')}
    >
      {selectionBehavior === 'toggle' && (
        // Widths apply only in a resizable container, which would otherwise share out the space.
        <RACColumn width={44} minWidth={44} className="ui-Column ui-Table-selection">
          {selectionMode === 'multiple' ? (
            <SelectionCheckbox />
          ) : (
            <span className="ui-Table-visuallyHidden">Select</span>
          )}
        </RACColumn>
      )}
      <Collection items={columns} dependencies={dependencies}>
        {children}
      </Collection>
    </RACTableHeader>
  );
}

// ---------------------------------------------------------------------------------------------
// Column
// ---------------------------------------------------------------------------------------------

export interface ColumnProps extends RACColumnProps {
  /**
   * Shows a handle at the column's end edge that resizes it by drag or keyboard; needs
   * `allowsResizing` on the `Table` too.
   * @default false
   */
  allowsResizing?: boolean;
  /** Ref to the `<th>` element. */
  ref?: Ref<HTMLTableCellElement>;
}

/**
 * A column heading of a `Table`. `allowsSorting` makes it a sort control (press, Enter or Space),
 * with `aria-sort` and an arrow after the heading showing the direction (drawn by the CSS); mark
 * the column that names each row `isRowHeader`.
 */
export function Column({children, allowsResizing = false, className, ref, ...props}: ColumnProps) {
  return (
    <RACColumn
      {...props}
      ref={ref as Ref<HTMLTableCellElement | HTMLDivElement>}
      className={composeClassName(className, 'ui-Column')}
      data-resizable={allowsResizing || undefined}
    >
      {(values) => (
        <>
          {typeof children === 'function'
            ? children({...values, defaultChildren: undefined})
            : children}
          {allowsResizing && <Resizer />}
        </>
      )}
    </RACColumn>
  );
}

/** A `ColumnResizer`, left out of a table without a resizable container (where React Aria throws). */
function Resizer() {
  const layout = useContext(TableColumnResizeStateContext);
  if (!layout) return null;
  return <ColumnResizer className="ui-ColumnResizer" />;
}
