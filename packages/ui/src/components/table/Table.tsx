import { useTranslation } from '@gaming/i18n';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state';
import { Paginator } from '../paginator';
import { SkeletonList } from '../skeleton';
import './Table.css';

export interface TableColumn<Row> {
  /** Stable key; also the key of this column's cell in `totals`. */
  key: string;
  /** The column heading, already translated. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Money and counts: aligned to the end, tabular digits. */
  numeric?: boolean;
  /** This column names its row (an order number, a member): screen readers read it first. */
  rowHeader?: boolean;
  /** Long text (remarks) may wrap; other cells keep one line and the table scrolls sideways. */
  wrap?: boolean;
}

export interface TablePaging {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the page navigation ("Team betting pages"); "Pages" by default. */
  label?: string;
}

export interface TableProps<Row> {
  /** What the table holds ("Betting record"); names the table and its scroll area. */
  caption: string;
  /** Keeps the caption for screen readers only, when a heading above already says it. */
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A totals row: cells by column key. The first column says "Total" unless given a cell. */
  totals?: Readonly<Partial<Record<string, ReactNode>>>;
  /** Shown in place of rows when there are none; "No records found" by default. */
  emptyMessage?: string;
  /** Rows are loading: skeleton rows stand in for them. */
  loading?: boolean;
  /** Paging below the table; hidden when there is one page. */
  paging?: TablePaging;
  /** The first column stays in view while the others scroll sideways under it (wide reports). */
  fixedFirstColumn?: boolean;
  /** Height of the scroll area, under which the header stays in view; 70vh by default. */
  maxHeight?: string;
  className?: string;
}

/**
 * Records in a table: caption, column definitions, a header that stays in view while the rows
 * scroll, an optional totals row, an empty state, and the paginator below. On phones it scrolls
 * sideways inside a focusable region.
 */
export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  totals,
  emptyMessage,
  loading = false,
  paging,
  fixedFirstColumn = false,
  maxHeight = '70vh',
  className,
}: TableProps<Row>) {
  const { t } = useTranslation('ui');
  const captionId = useId();
  const cellClass = (column: TableColumn<Row>, index: number) =>
    [
      'ui-table__cell',
      column.numeric ? 'ui-table__cell--numeric' : '',
      column.wrap ? 'ui-table__cell--wrap' : '',
      fixedFirstColumn && index === 0 ? 'ui-table__cell--fixed' : '',
    ]
      .filter(Boolean)
      .join(' ');

  let body: ReactNode;
  if (loading) {
    body = (
      <tr>
        <td colSpan={columns.length} className="ui-table__cell ui-table__cell--wrap">
          <SkeletonList rows={5} />
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columns.length} className="ui-table__cell ui-table__cell--wrap">
          <EmptyState message={emptyMessage ?? t('table.empty')} />
        </td>
      </tr>
    );
  } else {
    // Rows the server cannot tell apart (two friends with the same masked name and time) still
    // get keys of their own: the second of a key is `key#1`, and so on.
    const seen = new Map<string, number>();
    const keyOf = (row: Row) => {
      const key = rowKey(row);
      const repeats = seen.get(key) ?? 0;
      seen.set(key, repeats + 1);
      return repeats === 0 ? key : `${key}#${repeats}`;
    };
    body = rows.map((row) => (
      <tr key={keyOf(row)}>
        {columns.map((column, index) =>
          column.rowHeader ? (
            <th key={column.key} scope="row" className={cellClass(column, index)}>
              {column.cell(row)}
            </th>
          ) : (
            <td key={column.key} className={cellClass(column, index)}>
              {column.cell(row)}
            </td>
          ),
        )}
      </tr>
    ));
  }

  return (
    <div
      className={['ui-table', fixedFirstColumn ? 'ui-table--fixed-first' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <div
        className="ui-table__scroll"
        role="region"
        aria-labelledby={captionId}
        // Keyboard users can scroll a table wider than the phone.
        tabIndex={0}
        style={{ maxHeight }}
      >
        <table className="ui-table__table" aria-busy={loading || undefined}>
          <caption id={captionId} className={hideCaption ? 'visually-hidden' : 'ui-table__caption'}>
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
      {paging ? (
        <Paginator
          className="ui-table__paginator"
          page={paging.page}
          pageCount={paging.pageCount}
          onPageChange={paging.onPageChange}
          label={paging.label}
        />
      ) : null}
    </div>
  );
}
