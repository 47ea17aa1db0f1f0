import { useTranslation } from '@gaming/i18n';
import { Megaphone } from 'lucide-react';
import type { CSSProperties, Key } from 'react';
import './NoticeMarquee.css';

/** The fields of an announcement (§3) the marquee shows. */
export interface NoticeData {
  title: string;
}

/** Seconds per character of the line: a calm reading pace whatever the number of notices. */
const SECONDS_PER_CHARACTER = 0.25;
const MIN_DURATION_SECONDS = 12;

export interface NoticeMarqueeProps<T extends NoticeData> {
  notices: readonly T[];
  getKey: (notice: T) => Key;
  /** Opens a notice (its content, the notice list…). */
  onOpen: (notice: T) => void;
  /** The region's accessible name; "Notices" by default. */
  label?: string;
  className?: string;
}

/**
 * §2 Home notice marquee: announcement titles scrolling sideways, each a button. It pauses while
 * hovered or focused; for keyboard focus and under prefers-reduced-motion it stops and becomes a row
 * the player scrolls, so every notice can be reached and read.
 */
export function NoticeMarquee<T extends NoticeData>({
  notices,
  getKey,
  onOpen,
  label,
  className,
}: NoticeMarqueeProps<T>) {
  const { t } = useTranslation('tiles');
  if (notices.length === 0) return null;

  const characters = notices.reduce((sum, notice) => sum + notice.title.length + 8, 0);
  const duration = Math.max(MIN_DURATION_SECONDS, characters * SECONDS_PER_CHARACTER);
  const style = { '--ui-marquee-duration': `${duration}s` } as CSSProperties;

  const items = (copy: boolean) =>
    notices.map((notice) => (
      <li key={getKey(notice)} className="ui-marquee__item">
        <button
          type="button"
          className="ui-marquee__notice"
          tabIndex={copy ? -1 : undefined}
          onClick={() => onOpen(notice)}
        >
          {notice.title}
        </button>
      </li>
    ));

  return (
    <section
      className={className ? `ui-marquee ${className}` : 'ui-marquee'}
      aria-label={label ?? t('notice.label')}
      style={style}
    >
      <Megaphone className="ui-marquee__icon" aria-hidden="true" />
      <div className="ui-marquee__viewport">
        <div className="ui-marquee__track">
          <ul className="ui-marquee__list">{items(false)}</ul>
          {/* The second copy makes the loop seamless; it is hidden from readers and keyboards. */}
          <ul className="ui-marquee__list ui-marquee__list--copy" aria-hidden="true">
            {items(true)}
          </ul>
        </div>
      </div>
    </section>
  );
}
