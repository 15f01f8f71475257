import type {Ref} from 'react';
import {
  Cell as RACCell,
  Collection,
  Row as RACRow,
  useTableOptions,
  type CellProps as RACCellProps,
  type RowProps as RACRowProps,
} from 'react-aria-components';
import {SelectionCheckbox} from './SelectionCheckbox';
import {composeClassName} from '../utils';

// ---------------------------------------------------------------------------------------------
// Row
// ---------------------------------------------------------------------------------------------

export interface RowProps<T extends object> extends RACRowProps<T> {
  /** Ref to the `<tr>` element. */
  ref?: Ref<HTMLTableRowElement>;
}

/**
 * A row of a `Table`. While rows can be selected it starts with a checkbox cell, named by the
 * row's header cell; `isDisabled` keeps it from being selected or acted on.
 */
export function Row<T extends object>({
  columns,
  children,
  dependencies,
  className,
  ref,
  ...props
}: RowProps<T>) {
  const {selectionBehavior} = useTableOptions();
  return (
    <RACRow
      {...props}
      ref={ref as Ref<HTMLTableRowElement | HTMLDivElement>}
      className={composeClassName(className, 'ui-Row')}
    >
      {selectionBehavior === 'toggle' && (
        <RACCell className="ui-Cell ui-Table-selection">
          <SelectionCheckbox />
        </RACCell>
      )}
      <Collection items={columns} dependencies={dependencies}>
        {children}
      </Collection>
    </RACRow>
  );
}

// ---------------------------------------------------------------------------------------------
// Cell
// ---------------------------------------------------------------------------------------------

export interface CellProps extends RACCellProps {
  /** Ref to the `<td>` element (`<th>` never: React Aria marks the row header with a role). */
  ref?: Ref<HTMLTableCellElement>;
}

/** A cell of a `Row`; give it `textValue` when its content is not plain text. */
export function Cell({className, ref, ...props}: CellProps) {
  return (
    <RACCell
      {...props}
      ref={ref as Ref<HTMLTableCellElement | HTMLDivElement>}
      className={composeClassName(className, 'ui-Cell')}
    />
  );
}
