export {Pagination} from './Pagination';
export type {PaginationProps} from './Pagination';
export {getPaginationItems} from './getPaginationItems';
export type {PaginationItem, PaginationRange} from './getPaginationItems';
