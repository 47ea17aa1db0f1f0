export { DataTable } from './DataTable';
export type { DataTableColumn, DataTableProps } from './DataTable';
