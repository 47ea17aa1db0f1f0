import { useTranslation } from '@gaming/i18n';
import { EmptyState } from '@gaming/ui/empty-state';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { SkeletonList } from '@gaming/ui/skeleton';
import type { TableProps } from '@gaming/ui/table';
import { Table } from '@gaming/ui/table';
import { useRecordFormats } from './use-money';

interface RecordsQuery<T> {
  /** The rows of the current arguments only (none while another range loads). */
  currentData?: T;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A records table fed by a query: skeleton rows while the current range loads, the empty state,
 * or the error state with a retry; nothing while the range itself is refused. The first column
 * names the row, and heads its card where the columns do not fit (a phone).
 */
export function RecordsTable<Row, T>({
  query,
  rowsOf,
  skip = false,
  ...table
}: Omit<TableProps<Row>, 'rows' | 'loading' | 'className'> & {
  query: RecordsQuery<T>;
  rowsOf: (data: T) => readonly Row[];
  /** The arguments are refused before asking (a bad range): nothing to show. */
  skip?: boolean;
}) {
  const { t } = useTranslation('member');
  if (query.isError && !skip) return <LoadFailed query={query} what={t('records.load_failed')} />;
  if (skip) return null;
  const data = query.currentData;
  // Outside the table: a wide table on a phone would scroll the message out of view.
  if (data === undefined) return <SkeletonList rows={5} label={t('records.loading')} />;
  const rows = rowsOf(data);
  if (rows.length === 0) return <EmptyState message={table.emptyMessage ?? t('records.empty')} />;
  return <Table<Row> {...table} className="records-table" rows={rows} />;
}

/** A profit or a loss, coloured and signed (the sign is in the text, not only the colour). */
export function Signed({ amount }: { amount: number }) {
  const formats = useRecordFormats();
  const className =
    amount > 0 ? 'records-amount--gain' : amount < 0 ? 'records-amount--loss' : undefined;
  return (
    <span className={className}>
      {amount > 0 ? '+' : ''}
      {formats.money(amount)}
    </span>
  );
}
