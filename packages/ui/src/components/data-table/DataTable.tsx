import { useTranslation } from '@gaming/i18n';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state';
import { Skeleton } from '../skeleton';
import './DataTable.css';

export interface DataTableColumn<Row> {
  /** Stable key; also the key of this column's cell in `totals`. */
  key: string;
  /** The column heading, already translated. */
  header: string;
  /** `end` for money and counts (tabular digits); `start` by default. */
  align?: 'start' | 'center' | 'end';
  render: (row: Row) => ReactNode;
}

export interface DataTableProps<Row> {
  /** What the table holds; names the table and its scroll area. */
  caption: string;
  /** Keeps the caption for screen readers only, when a heading above already says it. */
  hideCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A totals row in `<tfoot>`: cells by column key. The first column says "Total" unless given. */
  totals?: Readonly<Partial<Record<string, ReactNode>>>;
  /** Shown in place of rows when there are none; an "No records found" state by default. */
  empty?: ReactNode;
  /** Rows are loading: `skeletonRows` placeholder rows stand in for them. */
  loading?: boolean;
  skeletonRows?: number;
  /** Below the table (a paginator). */
  footer?: ReactNode;
  /** Height of the scroll area, under which the header stays in view; 70vh by default. */
  maxHeight?: string;
  className?: string;
}

/**
 * A report table: real `<table>` semantics, a header that stays in view while the rows scroll, a
 * totals row in `<tfoot>`, the first column fixed while the others scroll sideways inside the
 * table's own box (the page itself never scrolls sideways, even at 360 px), skeleton rows while
 * loading and an empty state.
 */
export function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  totals,
  empty,
  loading = false,
  skeletonRows = 5,
  footer,
  maxHeight = '70vh',
  className,
}: DataTableProps<Row>) {
  const { t } = useTranslation('ui');
  const captionId = useId();
  const cellClass = (column: DataTableColumn<Row>, index: number) =>
    [
      'ui-data-table__cell',
      `ui-data-table__cell--${column.align ?? 'start'}`,
      index === 0 ? 'ui-data-table__cell--fixed' : '',
    ]
      .filter(Boolean)
      .join(' ');

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: skeletonRows }, (_, row) => (
      <tr key={row} className="ui-data-table__skeleton-row">
        {columns.map((column, index) => (
          <td key={column.key} className={cellClass(column, index)}>
            <Skeleton width={index === 0 ? '6em' : '4em'} />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columns.length} className="ui-data-table__empty">
          {empty ?? <EmptyState message={t('table.empty')} />}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <tr key={rowKey(row)}>
        {columns.map((column, index) =>
          index === 0 ? (
            <th key={column.key} scope="row" className={cellClass(column, index)}>
              {column.render(row)}
            </th>
          ) : (
            <td key={column.key} className={cellClass(column, index)}>
              {column.render(row)}
            </td>
          ),
        )}
      </tr>
    ));
  }

  return (
    <div className={className ? `ui-data-table ${className}` : 'ui-data-table'}>
      <div
        className="ui-data-table__scroll"
        role="region"
        aria-labelledby={captionId}
        // Keyboard users can scroll a table wider than the phone.
        tabIndex={0}
        style={{ maxHeight }}
      >
        <table className="ui-data-table__table" aria-busy={loading || undefined}>
          <caption
            id={captionId}
            className={hideCaption ? 'visually-hidden' : 'ui-data-table__caption'}
          >
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={column.key} scope="col" className={cellClass(column, index)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{body}</tbody>
          {totals && !loading && rows.length > 0 ? (
            <tfoot>
              <tr>
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.key} scope="row" className={cellClass(column, index)}>
                      {totals[column.key] ?? t('table.total')}
                    </th>
                  ) : (
                    <td key={column.key} className={cellClass(column, index)}>
                      {totals[column.key]}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      {footer}
    </div>
  );
}
