/**
 * The filters of an agent report, kept in the URL query (`?from=&to=&period=&page=` and the
 * report's own, e.g. `username`, `type`), so a reload, the back button or a shared link shows the
 * same report. The range rules are the domain's (`@gaming/domain/reports`), checked here before
 * anything is asked and again by the platform.
 */
import type { ReportPeriod, ReportRangeProblem } from '@gaming/domain/reports';
import { checkReportRange, defaultReportRange, isReportPeriod } from '@gaming/domain/reports';
import { siteDateOf } from '@gaming/domain/records';
import { useSearchParams } from 'react-router';

export interface ReportFilters {
  from: string;
  to: string;
  /** The chosen period, or null for none ("each bet" / "whole range"). */
  period: ReportPeriod | null;
  page: number;
  /** Today (the latest day that can be picked). */
  today: string;
  /** Why the range is refused, or null when it is good. */
  problem: ReportRangeProblem | null;
  setRange: (from: string, to: string) => void;
  setPeriod: (period: ReportPeriod | null) => void;
  setPage: (page: number) => void;
  /** A report's own filter (`username`, `type`), or '' when unset. */
  filter: (name: string) => string;
  /** Sets a report's own filter (removed when ''); the page goes back to the first. */
  setFilter: (name: string, value: string) => void;
}

/** The page of the query: a whole number from 1 (anything else reads as 1). */
export function pageOfQuery(value: string | null): number {
  const page = Number(value ?? '1');
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The report's filters from the URL; `defaultPeriod` when the URL names none (or a wrong one). */
export function useReportFilters(
  defaultPeriod: ReportPeriod | null = null,
  now = new Date(),
): ReportFilters {
  const [search, setSearch] = useSearchParams();
  const today = siteDateOf(now);
  const fallback = defaultReportRange(now);
  const from = search.get('from') ?? fallback.from;
  const to = search.get('to') ?? fallback.to;
  const asked = search.get('period');
  const period = asked === 'none' ? null : isReportPeriod(asked) ? asked : defaultPeriod;
  const checked = checkReportRange(from, to, today);

  const update = (changes: Record<string, string | null>) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );

  return {
    from,
    to,
    period,
    page: pageOfQuery(search.get('page')),
    today,
    problem: 'problem' in checked ? checked.problem : null,
    setRange: (nextFrom, nextTo) => update({ from: nextFrom, to: nextTo, page: null }),
    setPeriod: (next) =>
      update({ period: next === defaultPeriod ? null : (next ?? 'none'), page: null }),
    setPage: (next) => update({ page: next === 1 ? null : String(next) }),
    filter: (name) => search.get(name) ?? '',
    setFilter: (name, value) => update({ [name]: value, page: null }),
  };
}

/** The catalogue message key of a refused range (the platform answers the same codes). */
export function rangeErrorKeyOf(
  problem: ReportRangeProblem,
): 'errors:report_range_invalid' | 'errors:report_range_too_long' {
  return problem === 'date.too.long' || problem === 'date.too.old'
    ? 'errors:report_range_too_long'
    : 'errors:report_range_invalid';
}
