export { Paginator } from './Paginator';
export type { PaginatorProps } from './Paginator';
export { MARGIN_PAGES, PAGE_RANGE, pageItems } from './pages';
export type { PageItem } from './pages';
