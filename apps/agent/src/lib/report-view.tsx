/**
 * The parts every agent report shares: the filter bar (range, period, the report's own filters, the
 * export button), the table with its totals row and paging, skeleton, empty and error states, and
 * the CSV export of the whole filtered range; `ReportView` puts them together around one report
 * call. A report's columns give each cell as text (what the screen shows and the CSV file holds)
 * and, optionally, as a richer cell for the screen; a column of figures gives its totals cell too.
 */
import { errorCodeOf } from '@gaming/api/base-api';
import { ErrorCode } from '@gaming/api/wire';
import type { ReportPeriod } from '@gaming/domain/reports';
import { REPORT_MAX_PAGE_SIZE, REPORT_PERIODS, csvFileName, toCsv } from '@gaming/domain/reports';
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

/**
 * A column of a report: its text (screen and CSV) and, when richer, its cell on screen; a column
 * of figures also gives its cell of the totals row (the answer's sums over the whole range).
 */
export interface ReportColumn<Row, Totals = never> {
  key: string;
  header: string;
  align?: 'start' | 'end';
  text: (row: Row) => string;
  render?: (row: Row) => ReactNode;
  /** Its cell of the totals row, null where the totals do not sum it: text and richer cell. */
  total?: (totals: Totals) => { text: string; cell?: ReactNode } | null;
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
 * profit or a loss with its sign and colour).
 */
export function useFigureColumns<Row, Totals extends object>() {
  const formats = useReportFormats();
  const column =
    (write: (value: number) => string, signed: boolean) =>
    (field: NumberField<Row>, header: string): ReportColumn<Row, Totals> => {
      const cellOf = (value: number) => ({
        text: write(value),
        ...(signed ? { cell: <Signed text={write(value)} value={value} /> } : {}),
      });
      return {
        key: field,
        header,
        align: 'end',
        text: (row) => write(Number(row[field])),
        ...(signed ? { render: (row: Row) => cellOf(Number(row[field])).cell } : {}),
        total: (totals) => {
          const sum: unknown = Reflect.get(totals, field);
          return typeof sum === 'number' ? cellOf(sum) : null;
        },
      };
    };
  return {
    amount: column(formats.amount, false),
    signed: column(formats.amount, true),
    count: column(formats.count, false),
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
 * names the row and stays in view while the figures scroll sideways.
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
  columns: readonly ReportColumn<Row>[];
  /** Every row of the range (all pages) and the totals line's texts by column key. */
  load: () => Promise<{ rows: readonly Row[]; totals?: Partial<Record<string, string>> }>;
  disabled?: boolean;
}

/**
 * Exports the whole filtered range as a CSV file (`team-betting-2026-11-01_2026-11-25.csv`): the
 * header row, the rows and the totals line, the figures as the screen shows them.
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
      const lines: { cells: Partial<Record<string, string>> }[] = rows.map((row) => ({
        cells: Object.fromEntries(columns.map((column) => [column.key, column.text(row)])),
      }));
      if (totals && rows.length > 0) {
        const [first] = columns;
        lines.push({ cells: { ...(first ? { [first.key]: t('reports.total') } : {}), ...totals } });
      }
      const csv = toCsv(
        columns.map((column) => ({
          header: column.header,
          cell: (line: (typeof lines)[number]) => line.cells[column.key] ?? '',
        })),
        lines,
      );
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
              const texts = Object.fromEntries(cells.map(({ key, text }) => [key, text]));
              return { rows, totals: cells.length > 0 ? texts : undefined };
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
