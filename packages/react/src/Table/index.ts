export {Table, TableBody, TableLoadMoreItem} from './Table';
export type {TableBodyProps, TableLoadMoreItemProps, TableProps} from './Table';
export {Column, TableHeader} from './Column';
export type {ColumnProps, TableHeaderProps} from './Column';
export {Cell, Row} from './Row';
export type {CellProps, RowProps} from './Row';
export type {SortDescriptor} from 'react-aria-components';
