import { AGENT_CLOCK_TICK_MS } from '@gaming/domain/constants';
import { toBcp47, useTranslation } from '@gaming/i18n';
import { formatClock, formatDateClock } from '@gaming/i18n/format';
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

/**
 * The clock's text writer; an unknown zone falls back to the browser's rather than throwing. Without
 * the zone's name it is `@gaming/i18n/format`'s (no Intl formatter to make for English and
 * Tagalog); with it, an Intl formatter.
 */
function clockWriter(
  language: string,
  timeZone: string | undefined,
  showDate: boolean,
  showTimeZone: boolean,
): (date: Date) => string {
  if (!showTimeZone) {
    const write = showDate ? formatDateClock : formatClock;
    return (date) => {
      try {
        return write(date, language, timeZone);
      } catch {
        return write(date, language);
      }
    };
  }
  const options: Intl.DateTimeFormatOptions = {
    ...(showDate ? { year: 'numeric', month: 'short', day: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(toBcp47(language), { ...options, timeZone });
  } catch {
    format = new Intl.DateTimeFormat(toBcp47(language), options);
  }
  return (date) => format.format(date);
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
