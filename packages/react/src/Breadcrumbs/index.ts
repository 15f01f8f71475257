export {Breadcrumb, Breadcrumbs} from './Breadcrumbs';
export type {BreadcrumbProps, BreadcrumbsProps} from './Breadcrumbs';
