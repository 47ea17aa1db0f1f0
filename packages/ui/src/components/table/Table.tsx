import { useTranslation } from '@gaming/i18n';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useMediaQuery } from '../../hooks/useMediaQuery';
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
  /** Long text (remarks): the column keeps room for a few words; on a phone it takes a card's width. */
  wrap?: boolean;
  /** The row's buttons: they wrap under each other when the table is short of room; on a phone they
   * sit across the card's foot. */
  actions?: boolean;
}

/**
 * Phones (360–767 px): each row is a card with every value under its column's name, as
 * the operators' mobile sites show records; wider screens keep the table.
 */
export const TABLE_CARDS_QUERY = '(max-width: 767.98px)';

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
  /**
   * The first column stays in view while the others scroll sideways under it (wide reports), where
   * the table cannot tell that it is too wide for its box and turn into cards.
   */
  fixedFirstColumn?: boolean;
  /** Height of the scroll area, under which the header stays in view; 70vh by default. */
  maxHeight?: string;
  className?: string;
}

/**
 * Records in a table: caption, column definitions, a header that stays in view while the rows
 * scroll, an optional totals row, an empty state, and the paginator below. Cells wrap at spaces
 * before the table grows wider than its box. Where the columns still cannot fit their box (and on
 * every phone), each row is a card instead: a list named by the caption whose items show each value
 * under its column's header, so no column is ever out of sight.
 */
export function Table<Row>(props: TableProps<Row>) {
  const phone = useMediaQuery(TABLE_CARDS_QUERY);
  const { columns, rows, rowKey, paging, className, fixedFirstColumn = false } = props;
  const root = useRef<HTMLDivElement>(null);
  // What the table was showing when it did not fit, and the width it needed: other rows, columns
  // or headings (another language) try the table again.
  const shown = [
    ...columns.map((column) => `${column.key}:${column.header}`),
    ...rows.map(rowKey),
  ].join('|');
  const [tooWide, setTooWide] = useState<{ shown: string; width: number } | null>(null);
  const narrow = tooWide !== null && tooWide.shown === shown;
  const cards = phone || narrow;

  // As cards for want of room: back to the table once the box is as wide as the table needed.
  const needed = narrow ? tooWide.width : null;
  useLayoutEffect(() => {
    const element = root.current;
    if (needed === null || phone || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth >= needed) setTooWide(null);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [needed, phone]);

  return (
    <div
      ref={root}
      className={[
        'ui-table',
        cards ? 'ui-table--cards' : '',
        fixedFirstColumn && !cards ? 'ui-table--fixed-first' : '',
        className ?? '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {cards ? (
        <TableCards {...props} />
      ) : (
        <TableGrid
          {...props}
          onTooWide={(width) => {
            setTooWide({ shown, width });
          }}
        />
      )}
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

/**
 * The rows with their keys. Rows the server cannot tell apart (two friends with the same masked
 * name and time) still get keys of their own: the second of a key is `key#1`, and so on.
 */
function keyedRows<Row>(rows: readonly Row[], rowKey: (row: Row) => string) {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const key = rowKey(row);
    const repeats = seen.get(key) ?? 0;
    seen.set(key, repeats + 1);
    return { key: repeats === 0 ? key : `${key}#${repeats}`, row };
  });
}

/**
 * Calls `onTooWide` with the width the table needs when, wrapped as far as its cells allow, it is
 * still wider than its box; checked before the browser paints, and again as either resizes.
 */
function useTooWide(
  box: RefObject<HTMLElement | null>,
  onTooWide: ((width: number) => void) | undefined,
) {
  const report = useRef(onTooWide);
  useLayoutEffect(() => {
    report.current = onTooWide;
  });
  useLayoutEffect(() => {
    const element = box.current;
    const table = element?.firstElementChild;
    if (!element || !table || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      // Wider than the box: the table's columns, or a cell's content past its column.
      if (element.scrollWidth > element.clientWidth + 1)
        report.current?.(element.scrollWidth + element.offsetWidth - element.clientWidth);
    };
    const observer = new ResizeObserver(check);
    observer.observe(element);
    // The table grows with its rows without its box changing size.
    observer.observe(table);
    check();
    return () => {
      observer.disconnect();
    };
  }, [box]);
}

function TableGrid<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  totals,
  emptyMessage,
  loading = false,
  fixedFirstColumn = false,
  maxHeight = '70vh',
  onTooWide,
}: TableProps<Row> & { onTooWide?: (width: number) => void }) {
  const { t } = useTranslation('ui');
  const captionId = useId();
  const region = useRef<HTMLDivElement>(null);
  useTooWide(region, onTooWide);
  const cellClass = (column: TableColumn<Row>, index: number) =>
    [
      'ui-table__cell',
      column.numeric ? 'ui-table__cell--numeric' : '',
      column.wrap ? 'ui-table__cell--wrap' : '',
      column.actions ? 'ui-table__cell--actions' : '',
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
    body = keyedRows(rows, rowKey).map(({ key, row }) => (
      <tr key={key}>
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
      ref={region}
      className="ui-table__scroll"
      role="region"
      aria-labelledby={captionId}
      // Keyboard users can scroll the rows under the header.
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
  );
}

/**
 * The phone form: a list named by the caption, a card per row. Each value is a definition (`dd`)
 * under its term, the column's header (`dt`), in a description list, so the header is shown and
 * read with every value ("Stake, 10.00"); ARIA gives a definition no name of its own, the pair is
 * the label. The row-header column heads the card and names it; the totals are the last card.
 */
function TableCards<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  totals,
  emptyMessage,
  loading = false,
}: TableProps<Row>) {
  const { t } = useTranslation('ui');
  const id = useId();
  const captionId = `${id}caption`;
  const keyIndex = columns.findIndex((column) => column.rowHeader);
  const fieldClass = (column: TableColumn<Row>, index: number) =>
    [
      'ui-table__field',
      index === keyIndex ? 'ui-table__field--key' : '',
      column.numeric ? 'ui-table__field--numeric' : '',
      column.wrap || column.actions ? 'ui-table__field--wide' : '',
      column.actions ? 'ui-table__field--actions' : '',
    ]
      .filter(Boolean)
      .join(' ');
  const field = (column: TableColumn<Row>, index: number, at: string, value: ReactNode) => (
    <div key={column.key} className={fieldClass(column, index)}>
      <dt className="ui-table__label">{column.header}</dt>
      <dd id={index === keyIndex ? `${at}key` : undefined} className="ui-table__value">
        {value}
      </dd>
    </div>
  );

  let content: ReactNode;
  if (loading) content = <SkeletonList rows={5} />;
  else if (rows.length === 0) content = <EmptyState message={emptyMessage ?? t('table.empty')} />;
  else {
    const first = columns[0];
    const totalFields = columns.flatMap((column, index) =>
      index === 0 || totals?.[column.key] === undefined || totals[column.key] === null
        ? []
        : [{ column, index }],
    );
    content = (
      <ul className="ui-table__cards" aria-labelledby={captionId}>
        {keyedRows(rows, rowKey).map(({ key, row }, rowIndex) => {
          const at = `${id}r${String(rowIndex)}`;
          return (
            <li
              key={key}
              className="ui-table__card"
              aria-labelledby={keyIndex < 0 ? undefined : `${at}key`}
            >
              <dl className="ui-table__fields">
                {columns.map((column, index) => {
                  const value = column.cell(row);
                  // A label over nothing reads as a fault; a dash says there is no value.
                  const shown = value === '' || value === null || value === undefined ? '—' : value;
                  return field(column, index, at, shown);
                })}
              </dl>
            </li>
          );
        })}
        {totals ? (
          <li className="ui-table__card ui-table__card--totals" aria-labelledby={`${id}total`}>
            <p id={`${id}total`} className="ui-table__card-title">
              {(first && totals[first.key]) ?? t('table.total')}
            </p>
            {totalFields.length > 0 ? (
              <dl className="ui-table__fields">
                {totalFields.map(({ column, index }) =>
                  field(column, index, `${id}t`, totals[column.key]),
                )}
              </dl>
            ) : null}
          </li>
        ) : null}
      </ul>
    );
  }

  return (
    <>
      <p id={captionId} className={hideCaption ? 'visually-hidden' : 'ui-table__caption'}>
        {caption}
      </p>
      {content}
    </>
  );
}
