import { EmptyState } from '@gaming/ui/empty-state';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { SkeletonList } from '@gaming/ui/skeleton';
import type { TableProps } from '@gaming/ui/table';
import { Table } from '@gaming/ui/table';

interface PagedQuery<T> {
  currentData?: T;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A table fed by a query: skeleton rows while loading, the empty state, or the error with a retry. */
export function QueryTable<Row, T>({
  query,
  rowsOf,
  pageOf,
  onPageChange,
  loadingLabel,
  failedMessage,
  emptyMessage,
  ...table
}: Omit<TableProps<Row>, 'rows' | 'loading' | 'className' | 'paging'> & {
  query: PagedQuery<T>;
  rowsOf: (data: T) => readonly Row[];
  pageOf?: (data: T) => { page: number; pageCount: number };
  onPageChange?: (page: number) => void;
  loadingLabel: string;
  failedMessage: string;
  emptyMessage: string;
}) {
  if (query.isError) return <LoadFailed query={query} what={failedMessage} />;
  const data = query.currentData;
  if (data === undefined) return <SkeletonList rows={5} label={loadingLabel} />;
  const rows = rowsOf(data);
  if (rows.length === 0) return <EmptyState message={emptyMessage} />;
  const paging = pageOf && onPageChange ? { ...pageOf(data), onPageChange } : undefined;
  return (
    <Table<Row>
      {...table}
      hideCaption
      className="point-mall__table"
      rows={rows}
      {...(paging ? { paging } : {})}
    />
  );
}
