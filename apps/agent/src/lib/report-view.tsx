/**
 * The parts every agent report shares: the filter bar (range, period, the report's own filters, the
 * export button), the table with its totals row and paging, skeleton, empty and error states, and
 * the CSV export of the whole filtered range; `ReportView` puts them together around one report
 * call. A report's columns give each cell as text (what the screen shows) and, optionally, as a
 * richer cell for the screen and as a value for the CSV file (figures as plain numbers, times in
 * the site's zone, a period as its two days); a column of figures gives its totals cell too.
 */
import { errorCodeOf } from '@gaming/api/base-api';
import { ErrorCode } from '@gaming/api/wire';
import type { ReportPeriod } from '@gaming/domain/reports';
import type { CsvColumn, CsvValue } from '@gaming/domain/reports';
import {
  REPORT_MAX_PAGE_SIZE,
  REPORT_PERIODS,
  csvAmount,
  csvFileName,
  toCsv,
} from '@gaming/domain/reports';
import { errorKeyOf } from '@gaming/i18n';
import { formatNumber } from '@gaming/i18n/format';
import { useFormats } from '@gaming/kernel/formats';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { Button } from '@gaming/ui/button';
import { Select } from '@gaming/ui/select';
import type { TableColumn } from '@gaming/ui/table';
import { Table } from '@gaming/ui/table';
import { TextField } from '@gaming/ui/text-field';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from './csv-download';
import type { ReportFilters } from './report-filters';
import { rangeErrorKeyOf } from './report-filters';
import './report-view.css';

/** One column of the CSV file: its header and a row's value. */
export interface CsvPart<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/**
 * A column of a report: its text on screen and, when richer, its cell; its value in the CSV file
 * when that is not the text (a number, an amount, a time), or several CSV columns (a period's first
 * and last day); a column of figures also gives its cell of the totals row (the answer's sums over
 * the whole range).
 */
export interface ReportColumn<Row, Totals = never> {
  key: string;
  header: string;
  align?: 'start' | 'end';
  text: (row: Row) => string;
  render?: (row: Row) => ReactNode;
  csv?: ((row: Row) => CsvValue) | readonly CsvPart<Row>[];
  /**
   * Its cell of the totals row, null where the totals do not sum it: text, richer cell, and the
   * value in the CSV file's totals line.
   */
  total?: (totals: Totals) => { text: string; cell?: ReactNode; csv?: CsvValue } | null;
}

/** The CSV columns of a report column: its own, or one with its header and value (or text). */
export function csvPartsOf<Row>(column: {
  header: string;
  text: (row: Row) => string;
  csv?: ReportColumn<Row, unknown>['csv'];
}): readonly CsvPart<Row>[] {
  const { csv } = column;
  if (csv === undefined) return [{ header: column.header, value: column.text }];
  return typeof csv === 'function' ? [{ header: column.header, value: csv }] : csv;
}

/**
 * A period in the CSV file: its first and last site day (`2026-11-16`, `2026-11-22`) in two
 * columns, so a spreadsheet reads dates, not the screen's words.
 */
export function usePeriodCsv<Row>(
  days: (row: Row) => { from: string | null; to: string | null },
): readonly CsvPart<Row>[] {
  const { t } = useTranslation('agent');
  return [
    { header: t('reports.csv.period_start'), value: (row) => days(row).from },
    { header: t('reports.csv.period_end'), value: (row) => days(row).to },
  ];
}

/** Figures, dates and periods written the way the agent's language reads them. */
export function useReportFormats() {
  const { i18n } = useTranslation();
  const formats = useFormats();
  const language = i18n.language;
  const { day } = formats;
  return {
    ...formats,
    /** Money without the currency sign (the caption says the currency): `-1,250.00`. */
    amount: (value: number) =>
      formatNumber(value, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    /** A period row's days: one day, or first – last. */
    period: (from: string | null, to: string | null) =>
      from === null ? '—' : from === to || to === null ? day(from) : `${day(from)} – ${day(to)}`,
  };
}

/** The fields of `T` that hold a number. */
type NumberField<T> = { [K in keyof T]-?: T[K] extends number ? K : never }[keyof T] & string;

/**
 * Columns of figures, right-aligned, each named by its field: the row's value and, where the
 * answer's totals hold the same field, the totals row's cell (`amount` and `count`; `signed` shows a
 * profit or a loss with its sign and colour). In the CSV file a figure is a plain number (an amount
 * with two decimals), never the screen's grouped text.
 */
export function useFigureColumns<Row, Totals extends object>() {
  const formats = useReportFormats();
  const column =
    (write: (value: number) => string, signed: boolean, csv: (value: number) => CsvValue) =>
    (field: NumberField<Row>, header: string): ReportColumn<Row, Totals> => {
      const cellOf = (value: number) => ({
        text: write(value),
        csv: csv(value),
        ...(signed ? { cell: <Signed text={write(value)} value={value} /> } : {}),
      });
      return {
        key: field,
        header,
        align: 'end',
        text: (row) => write(Number(row[field])),
        csv: (row) => csv(Number(row[field])),
        ...(signed ? { render: (row: Row) => cellOf(Number(row[field])).cell } : {}),
        total: (totals) => {
          const sum: unknown = Reflect.get(totals, field);
          return typeof sum === 'number' ? cellOf(sum) : null;
        },
      };
    };
  return {
    amount: column(formats.amount, false, csvAmount),
    signed: column(formats.amount, true, csvAmount),
    count: column(formats.count, false, (value) => value),
  };
}

/** A profit or a loss, coloured and signed (the sign is in the text, not only the colour). */
export function Signed({ text, value }: { text: string; value: number }) {
  const className =
    value > 0 ? 'report-amount--gain' : value < 0 ? 'report-amount--loss' : undefined;
  return (
    <span className={className}>
      {value > 0 ? '+' : ''}
      {text}
    </span>
  );
}

export interface ReportFilterBarProps {
  filters: ReportFilters;
  /** Offer the period select; `allowNone` adds "None" (rows one by one or for the whole range). */
  period?: { allowNone: boolean } | false;
  /** The report's own filters (username, type). */
  children?: ReactNode;
  /** The export button. */
  actions?: ReactNode;
}

/** From and To (native date pickers), the period, the report's own filters, and its actions. */
export function ReportFilterBar({
  filters,
  period = false,
  children,
  actions,
}: ReportFilterBarProps) {
  const { t } = useTranslation(['agent', 'errors']);
  const error = filters.problem === null ? undefined : t(rangeErrorKeyOf(filters.problem));
  return (
    <div className="report-filters">
      <fieldset className="report-filters__fields">
        <legend className="visually-hidden">{t('reports.filters')}</legend>
        <TextField
          type="date"
          label={t('reports.from')}
          value={filters.from}
          max={filters.today}
          required
          onChange={(event) => {
            if (event.target.value) filters.setRange(event.target.value, filters.to);
          }}
        />
        <TextField
          type="date"
          label={t('reports.to')}
          value={filters.to}
          max={filters.today}
          required
          error={error}
          onChange={(event) => {
            if (event.target.value) filters.setRange(filters.from, event.target.value);
          }}
        />
        {period ? (
          <Select
            label={t('reports.period')}
            value={filters.period ?? (period.allowNone ? 'none' : 'daily')}
            options={[
              ...(period.allowNone ? [{ value: 'none', label: t('reports.periods.none') }] : []),
              ...REPORT_PERIODS.map((value) => ({ value, label: t(`reports.periods.${value}`) })),
            ]}
            onChange={(event) => {
              const value = event.target.value;
              filters.setPeriod(value === 'none' ? null : (value as ReportPeriod));
            }}
          />
        ) : null}
        {children}
      </fieldset>
      {actions ? <div className="report-filters__actions">{actions}</div> : null}
    </div>
  );
}

/**
 * A filter typed then applied (a username): the field keeps what was typed, the report changes on
 * Enter or Search; `error` shows the catalogue's message under it.
 */
export function AppliedTextFilter({
  label,
  value,
  onApply,
  error,
}: {
  label: string;
  value: string;
  onApply: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation(['agent', 'errors']);
  const [typed, setTyped] = useState(value);
  return (
    <form
      className="report-filters__search"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(typed.trim());
      }}
    >
      <TextField
        label={label}
        value={typed}
        maxLength={32}
        autoComplete="off"
        error={error}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('reports.search')}
      </Button>
    </form>
  );
}

interface ReportPage<Row> {
  list: readonly Row[];
  totalPages: number;
}

interface ReportQuery<T> {
  currentData?: T;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The catalogue key of a failed report call ('errors:unknown_error' for anything unknown). */
export function failureKeyOf(error: unknown): `errors:${ReturnType<typeof errorKeyOf>}` {
  return `errors:${errorKeyOf(errorCodeOf(error as Parameters<typeof errorCodeOf>[0]))}`;
}

/** The error code of a failed call, or null. */
export function failureCodeOf(error: unknown): string | null {
  return error === undefined ? null : errorCodeOf(error as Parameters<typeof errorCodeOf>[0]);
}

export interface ReportTableProps<Row, T extends ReportPage<Row>> {
  caption: string;
  columns: readonly ReportColumn<Row>[];
  query: ReportQuery<T>;
  rowKey: (row: Row) => string;
  filters: ReportFilters;
  /** The totals row (texts or cells by column key), from the answer. */
  totalsOf?: (data: T) => Partial<Record<string, ReactNode>> | undefined;
  /** The arguments are refused before asking (a bad range): the table shows nothing to load. */
  skip?: boolean;
  /** Shown without rows; the report's own line. */
  emptyMessage?: string;
  /** A failure the filters already show (an unknown username): the table is empty, not an error. */
  shownElsewhere?: boolean;
}

/**
 * The report's table: loading, empty, error with retry, totals, paging below; the first column
 * names the row, and heads its card where the columns do not fit (a phone).
 */
export function ReportTable<Row, T extends ReportPage<Row>>({
  caption,
  columns,
  query,
  rowKey,
  filters,
  totalsOf,
  skip = false,
  emptyMessage,
  shownElsewhere = false,
}: ReportTableProps<Row, T>) {
  const { t } = useTranslation(['agent', 'errors']);
  if (query.isError && !skip && !shownElsewhere)
    return <LoadFailed query={query} what={t('reports.load_failed')} />;
  const data = skip || shownElsewhere ? undefined : query.currentData;
  const tableColumns: TableColumn<Row>[] = columns.map((column, index) => ({
    key: column.key,
    header: column.header,
    numeric: column.align === 'end',
    rowHeader: index === 0,
    cell: column.render ?? column.text,
  }));
  return (
    <Table<Row>
      caption={caption}
      columns={tableColumns}
      rows={data?.list ?? []}
      rowKey={rowKey}
      loading={!skip && !shownElsewhere && data === undefined}
      totals={data && totalsOf ? totalsOf(data) : undefined}
      emptyMessage={emptyMessage ?? t('reports.empty')}
      fixedFirstColumn
      {...(data
        ? {
            paging: {
              page: filters.page,
              pageCount: data.totalPages,
              onPageChange: filters.setPage,
              label: t('reports.pages', { report: caption }),
            },
          }
        : {})}
    />
  );
}

/** Every row of the filtered range, page after page (the export). */
export async function fetchAllRows<Row>(
  fetchPage: (pageNo: number) => Promise<ReportPage<Row>>,
): Promise<Row[]> {
  const first = await fetchPage(1);
  const rows = [...first.list];
  for (let page = 2; page <= first.totalPages; page++) rows.push(...(await fetchPage(page)).list);
  return rows;
}

export interface ExportButtonProps<Row> {
  /** The report's name in the file (`team-betting`). */
  report: string;
  filters: ReportFilters;
  columns: readonly {
    key: string;
    header: string;
    text: (row: Row) => string;
    csv?: ReportColumn<Row, unknown>['csv'];
  }[];
  /** Every row of the range (all pages) and the totals line's values by column key. */
  load: () => Promise<{ rows: readonly Row[]; totals?: Partial<Record<string, CsvValue>> }>;
  disabled?: boolean;
}

/** A line of the file: a row of the report, or its totals. */
type CsvLine<Row> = { row: Row } | { totals: Partial<Record<string, CsvValue>> };

/**
 * Exports the whole filtered range as a CSV file (`team-betting-2026-11-01_2026-11-25.csv`): the
 * header row, the rows and the totals line; figures as plain numbers, times in the site's zone.
 */
export function ExportButton<Row>({
  report,
  filters,
  columns,
  load,
  disabled,
}: ExportButtonProps<Row>) {
  const { t } = useTranslation(['agent', 'errors']);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setFailed(null);
    try {
      const { rows, totals } = await load();
      const lines: CsvLine<Row>[] = rows.map((row) => ({ row }));
      if (totals && rows.length > 0) lines.push({ totals });
      // The totals line names itself in the file's first column; each figure's total stands in
      // the first CSV column of its report column.
      const csvColumns: CsvColumn<CsvLine<Row>>[] = columns.flatMap((column, index) =>
        csvPartsOf(column).map((part, partIndex) => ({
          header: part.header,
          cell: (line: CsvLine<Row>) => {
            if ('row' in line) return part.value(line.row);
            if (partIndex > 0) return null;
            return index === 0 ? t('reports.total') : line.totals[column.key];
          },
        })),
      );
      const csv = toCsv(csvColumns, lines);
      downloadCsv(csvFileName(report, { from: filters.from, to: filters.to }), csv);
    } catch (error) {
      setFailed(t(failureKeyOf(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        onClick={() => void run()}
      >
        {busy ? t('reports.export.busy') : t('reports.export.button')}
      </Button>
      {failed ? (
        <p role="alert" className="report-filters__error">
          {t('reports.export.failed')} {failed}
        </p>
      ) : null}
    </>
  );
}

/** What every report call takes: range and page, and the period and username where it has them. */
export interface ReportArgs {
  from: string;
  to: string;
  pageNo: number;
  pageSize?: number;
  period?: ReportPeriod;
  username?: string;
}

/** A report's RTK Query endpoint (`agentReportsApi.endpoints.teamBetting`). */
export interface ReportEndpoint<Args, Page> {
  useQuery: (args: Args, options: { skip: boolean }) => ReportQuery<Page>;
  useLazyQuery: () => readonly [(args: Args) => { unwrap: () => Promise<Page> }, ...unknown[]];
}

export interface ReportViewProps<
  Row,
  Totals,
  Page extends ReportPage<Row> & { totals: Totals },
  Own extends object,
> {
  /** The report's name in the CSV file (`team-betting`). */
  report: string;
  /** The table's caption: the report's name. */
  caption: string;
  /** Shown without rows; the report's own line. */
  emptyMessage: string;
  filters: ReportFilters;
  endpoint: ReportEndpoint<ReportArgs & Own, Page>;
  columns: readonly ReportColumn<Row, Totals>[];
  rowKey: (row: Row) => string;
  /**
   * The period select (rows per period of the range). `allowNone` adds "None": rows one by one, no
   * period asked; without it a period is always asked. Left out: the report has no period.
   */
  period?: { allowNone: boolean };
  /** The label of the username filter (one member of the downline); left out: none. */
  usernameLabel?: string;
  /** The report's own arguments (a ledger type), from its own filters. */
  args?: Own;
  /** The report's own filters, before the username. */
  ownFilters?: ReactNode;
  /** Between the note and the table, given the answer shown (the income trend). */
  aside?: (page: Page | undefined) => ReactNode;
  /** The totals row's first cell on screen ("Total income"); "Total" by default. */
  totalLabel?: string;
}

/**
 * A whole report: its filters in the URL (range, period, username and its own), the call they
 * make, the amounts note, the table with the answer's totals and paging, and the export of every
 * row of the range with the totals line. A username outside the downline is said under the field.
 */
export function ReportView<
  Row,
  Totals,
  Page extends ReportPage<Row> & { totals: Totals },
  Own extends object = object,
>({
  report,
  caption,
  emptyMessage,
  filters,
  endpoint,
  columns,
  rowKey,
  period,
  usernameLabel,
  args: own,
  ownFilters,
  aside,
  totalLabel,
}: ReportViewProps<Row, Totals, Page, Own>) {
  const { t } = useTranslation(['agent', 'errors']);
  const username = usernameLabel === undefined ? '' : filters.filter('username');
  // "None" asks for no period; a report without "None" asks for the select's (daily at first).
  const asked =
    period === undefined ? null : period.allowNone ? filters.period : (filters.period ?? 'daily');
  const args = {
    from: filters.from,
    to: filters.to,
    pageNo: filters.page,
    ...(asked ? { period: asked } : {}),
    ...own,
    ...(username ? { username } : {}),
  } as ReportArgs & Own;
  const skip = filters.problem !== null;
  const query = endpoint.useQuery(args, { skip });
  const [fetchPage] = endpoint.useLazyQuery();
  const unknownUser =
    usernameLabel !== undefined && failureCodeOf(query.error) === ErrorCode.downlineNotFound;

  // The totals row's cells: those of the columns the answer's totals sum.
  const totalCells = (totals: Totals) =>
    columns.flatMap(({ key, total }) => {
      const cell = total?.(totals);
      return cell ? [{ key, ...cell }] : [];
    });
  const totalsRow = (totals: Totals): Partial<Record<string, ReactNode>> | undefined => {
    const cells = totalCells(totals);
    if (cells.length === 0) return undefined;
    return {
      ...(totalLabel !== undefined && columns[0] ? { [columns[0].key]: totalLabel } : {}),
      ...Object.fromEntries(cells.map(({ key, text, cell = text }) => [key, cell])),
    };
  };

  return (
    <section className="report-page">
      <ReportFilterBar
        filters={filters}
        period={period ?? false}
        actions={
          <ExportButton<Row>
            report={report}
            filters={filters}
            columns={columns}
            disabled={skip || unknownUser}
            load={async () => {
              let totals: Totals | undefined;
              const rows = await fetchAllRows(async (pageNo) => {
                const page = await fetchPage({
                  ...args,
                  pageNo,
                  pageSize: REPORT_MAX_PAGE_SIZE,
                }).unwrap();
                totals = page.totals;
                return page;
              });
              const cells = totals === undefined ? [] : totalCells(totals);
              const values = Object.fromEntries(
                cells.map(({ key, text, csv }) => [key, csv ?? text]),
              );
              return { rows, totals: cells.length > 0 ? values : undefined };
            }}
          />
        }
      >
        {ownFilters}
        {usernameLabel === undefined ? null : (
          <AppliedTextFilter
            label={usernameLabel}
            value={username}
            onApply={(value) => filters.setFilter('username', value)}
            error={unknownUser ? t('errors:downline_not_found') : undefined}
          />
        )}
      </ReportFilterBar>
      <p className="report-page__note">{t('reports.amounts_note')}</p>
      {aside?.(skip ? undefined : query.currentData)}
      <ReportTable<Row, Page>
        caption={caption}
        columns={columns}
        query={query}
        rowKey={rowKey}
        filters={filters}
        skip={skip}
        shownElsewhere={unknownUser}
        emptyMessage={emptyMessage}
        totalsOf={(data) => totalsRow(data.totals)}
      />
    </section>
  );
}
