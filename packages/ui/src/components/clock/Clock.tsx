import { AGENT_CLOCK_TICK_MS } from '@gaming/domain/constants';
import { toBcp47, useTranslation } from '@gaming/i18n';
import { useEffect, useMemo, useState } from 'react';
import './Clock.css';

export interface ClockProps {
  /** An IANA time zone ("Asia/Manila"); the browser's when absent or unknown. */
  timeZone?: string;
  /** EN or TY; the interface language by default. */
  language?: string;
  /** Show the date before the time. */
  showDate?: boolean;
  /** Show the zone's short name ("GMT+8") after the time. */
  showTimeZone?: boolean;
  /** A label read before the time; "Current time" by default, '' for none. */
  label?: string;
  className?: string;
}

/** An Intl formatter for the clock; an unknown zone falls back to the browser's rather than throwing. */
function clockFormat(
  language: string,
  timeZone: string | undefined,
  showDate: boolean,
  showTimeZone: boolean,
) {
  const options: Intl.DateTimeFormatOptions = showTimeZone
    ? {
        ...(showDate ? { year: 'numeric', month: 'short', day: 'numeric' } : {}),
        hour: 'numeric',
        minute: '2-digit',
        second: '2-digit',
        timeZoneName: 'short',
      }
    : { ...(showDate ? { dateStyle: 'medium' } : {}), timeStyle: 'medium' };
  try {
    return new Intl.DateTimeFormat(toBcp47(language), { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat(toBcp47(language), options);
  }
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
  const format = useMemo(
    () => clockFormat(language ?? i18n.language, timeZone, showDate, showTimeZone),
    [language, i18n.language, timeZone, showDate, showTimeZone],
  );
  const date = new Date(now);
  const name = label ?? t('clock.label');

  return (
    <span className={className ? `ui-clock ${className}` : 'ui-clock'}>
      {name ? <span className="visually-hidden">{name} </span> : null}
      <time dateTime={date.toISOString()}>{format.format(date)}</time>
    </span>
  );
}
