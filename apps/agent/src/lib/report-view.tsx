/**
 * The parts every agent report shares: the filter bar (range, period, the report's own filters, the
 * export button), the table with its totals row and paging, skeleton, empty and error states, and
 * the CSV export of the whole filtered range. A report's columns give each cell as text (what the
 * screen shows and the CSV file holds) and, optionally, as a richer cell for the screen.
 */
import { errorCodeOf } from '@gaming/api/base-api';
import type { ReportPeriod } from '@gaming/domain/reports';
import { REPORT_PERIODS, csvFileName, toCsv } from '@gaming/domain/reports';
import { errorKeyOf } from '@gaming/i18n';
import { formatDate, formatDateTime, formatNumber } from '@gaming/i18n/format';
import { Button } from '@gaming/ui/button';
import type { DataTableColumn } from '@gaming/ui/data-table';
import { DataTable } from '@gaming/ui/data-table';
import { EmptyState } from '@gaming/ui/empty-state';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { Paginator } from '@gaming/ui/paginator';
import { Select } from '@gaming/ui/select';
import { TextField } from '@gaming/ui/text-field';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from './csv-download';
import type { ReportFilters } from './report-filters';
import { rangeErrorKeyOf } from './report-filters';
import './report-view.css';

/** A column of a report: its text (screen and CSV) and, when richer, its cell on screen. */
export interface ReportColumn<Row> {
  key: string;
  header: string;
  align?: 'start' | 'end';
  text: (row: Row) => string;
  render?: (row: Row) => ReactNode;
}

/** Figures, dates and periods written the way the agent's language reads them. */
export function useReportFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const day = (date: string) => formatDate(`${date}T12:00:00Z`, language, 'UTC');
  return {
    /** Money without the currency sign (the caption says the currency): `-1,250.00`. */
    amount: (value: number) =>
      formatNumber(value, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    count: (value: number) => formatNumber(value, language),
    day,
    dateTime: (at: string | null) => (at === null ? '—' : formatDateTime(at, language)),
    /** A period row's days: one day, or first – last. */
    period: (from: string | null, to: string | null) =>
      from === null ? '—' : from === to || to === null ? day(from) : `${day(from)} – ${day(to)}`,
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
  totalsOf?: (data: T) => Partial<Record<string, ReactNode>>;
  /** The arguments are refused before asking (a bad range): the table shows nothing to load. */
  skip?: boolean;
  /** Shown without rows; the report's own line. */
  emptyMessage?: string;
  /** A failure the filters already show (an unknown username): the table is empty, not an error. */
  shownElsewhere?: boolean;
}

/** The report's table: skeleton while loading, empty, error with retry, totals, paging below. */
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
  const tableColumns: DataTableColumn<Row>[] = columns.map((column) => ({
    key: column.key,
    header: column.header,
    align: column.align,
    render: column.render ?? column.text,
  }));
  return (
    <DataTable<Row>
      caption={caption}
      columns={tableColumns}
      rows={data?.list ?? []}
      rowKey={rowKey}
      loading={!skip && !shownElsewhere && data === undefined}
      totals={data && totalsOf ? totalsOf(data) : undefined}
      empty={<EmptyState message={emptyMessage ?? t('reports.empty')} />}
      footer={
        data ? (
          <Paginator
            page={filters.page}
            pageCount={data.totalPages}
            onPageChange={filters.setPage}
            label={t('reports.pages', { report: caption })}
          />
        ) : null
      }
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
