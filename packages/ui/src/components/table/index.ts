export { Table } from './Table';
export type { TableColumn, TablePaging, TableProps } from './Table';
