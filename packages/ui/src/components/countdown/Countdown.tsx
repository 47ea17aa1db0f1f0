import { useTranslation } from '@gaming/i18n';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import './Countdown.css';

/** Whole seconds from `now` until `until` (both ms since the epoch), rounded up, never negative. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** Checked a few times a second so the shown second never lags behind the real one. */
const TICK_MS = 250;

export interface CountdownProps {
  /** When the countdown ends, in ms since the epoch (e.g. SMS sent + expiredMinutes × 60 s). */
  until: number;
  /** Called once when it reaches 0 (at once if `until` has already passed). */
  onDone?: () => void;
  /** How to show the seconds; "59 seconds" by default. */
  children?: (seconds: number) => ReactNode;
  className?: string;
}

/** Seconds remaining until a moment, as a timer; stops at 0 and says so once through onDone. */
export function Countdown({ until, onDone, children, className }: CountdownProps) {
  const { t } = useTranslation('tiles');
  const [seconds, setSeconds] = useState(() => secondsLeft(until, Date.now()));
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  useEffect(() => {
    let done = false;
    const check = () => {
      const left = secondsLeft(until, Date.now());
      setSeconds(left);
      if (left === 0 && !done) {
        done = true;
        clearInterval(timer);
        onDoneRef.current?.();
      }
    };
    const timer = setInterval(check, TICK_MS);
    check();
    return () => clearInterval(timer);
  }, [until]);

  return (
    <span role="timer" className={className ? `ui-countdown ${className}` : 'ui-countdown'}>
      {children ? children(seconds) : t('countdown.seconds', { count: seconds })}
    </span>
  );
}
