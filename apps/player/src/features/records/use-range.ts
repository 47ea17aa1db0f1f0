/**
 * The date range (and page, and a few filters) of a records page, kept in the URL query so a
 * reload, the back button or a shared link shows the same records. Days are the site's days.
 */
import type { DateRangeProblem } from '@gaming/domain/records';
import { checkDateRange, siteDayRange } from '@gaming/domain/records';
import { useSearchParams } from 'react-router';

export interface RangeState {
  startDate: string;
  endDate: string;
  /** The latest day that can be picked (today). */
  today: string;
  maxDays: number;
  problem: DateRangeProblem | null;
  page: number;
  setRange: (startDate: string, endDate: string) => void;
  setPage: (page: number) => void;
  /** A filter of the query (`tab`, `type`, `state`), or '' when unset. */
  filter: (name: string) => string;
  /** Sets a filter (removed when ''); the page goes back to the first. */
  setFilter: (name: string, value: string) => void;
}

/** The range in the URL (`from`, `to`), or the last `maxDays` days ending today. */
export function useRange(maxDays: number, defaultDays = 7): RangeState {
  const [search, setSearch] = useSearchParams();
  // Manila's today and the days before it, whatever the device's zone.
  const opening = siteDayRange(new Date(), Math.min(defaultDays, maxDays));
  const today = opening.endDate;
  const startDate = search.get('from') ?? opening.startDate;
  const endDate = search.get('to') ?? today;
  const checked = checkDateRange(startDate, endDate, maxDays);
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);

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
    startDate,
    endDate,
    today,
    maxDays,
    problem: 'problem' in checked ? checked.problem : null,
    page,
    setRange: (from, to) => update({ from, to, page: null }),
    setPage: (next) => update({ page: next === 1 ? null : String(next) }),
    filter: (name) => search.get(name) ?? '',
    setFilter: (name, value) => update({ [name]: value, page: null }),
  };
}
