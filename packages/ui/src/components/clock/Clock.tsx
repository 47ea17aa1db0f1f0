import { AGENT_CLOCK_TICK_MS } from '@gaming/domain/constants';
import { useTranslation } from '@gaming/i18n';
import { formatClock, formatDateClock, formatTimeZone } from '@gaming/i18n/format';
import { useEffect, useMemo, useState } from 'react';
import './Clock.css';

export interface ClockProps {
  /**
   * The IANA time zone the clock shows ("Asia/Manila", the site's: `SITE_TIME_ZONE`). Required: a
   * clock never falls back to the device's zone, and an unknown zone is a mistake that throws.
   */
  timeZone: string;
  /** EN or TY; the interface language by default. */
  language?: string;
  /** Show the date before the time. */
  showDate?: boolean;
  /** Show the zone's short name ("GMT+8", as `formatTimeZone` names it) after the time. */
  showTimeZone?: boolean;
  /** A label read before the time; "Current time" by default, '' for none. */
  label?: string;
  className?: string;
}

/**
 * The clock's text writer (`@gaming/i18n/format`'s: no Intl formatter to make for English and
 * Tagalog); the zone's name is `formatTimeZone`'s, the same words a "Time zone: GMT+8" label uses.
 */
function clockWriter(
  language: string,
  timeZone: string,
  showDate: boolean,
  showTimeZone: boolean,
): (date: Date) => string {
  const write = showDate ? formatDateClock : formatClock;
  return (date) => {
    const text = write(date, language, timeZone);
    return showTimeZone ? `${text} ${formatTimeZone(timeZone, date)}` : text;
  };
}

/**
 * §2 Agent header "a clock updating every second": the time (and date) in the language's words,
 * in the given time zone.
 */
export function Clock({
  timeZone,
  language,
  showDate = true,
  showTimeZone = false,
  label,
  className,
}: ClockProps) {
  const { t, i18n } = useTranslation('tiles');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), AGENT_CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const write = useMemo(
    () => clockWriter(language ?? i18n.language, timeZone, showDate, showTimeZone),
    [language, i18n.language, timeZone, showDate, showTimeZone],
  );
  const date = new Date(now);
  const name = label ?? t('clock.label');

  return (
    <span className={className ? `ui-clock ${className}` : 'ui-clock'}>
      {name ? <span className="visually-hidden">{name} </span> : null}
      <time dateTime={date.toISOString()}>{write(date)}</time>
    </span>
  );
}
