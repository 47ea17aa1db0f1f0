import {
  WINNER_BOARD_LIMIT,
  WINNER_SCROLL_STEP,
  maskCustomerName,
  sortWinners,
} from '@gaming/domain/winners';
import type { WinnerEntry } from '@gaming/domain/winners';
import { useTranslation } from '@gaming/i18n';
import { formatMoney } from '@gaming/i18n/format';
import { Gamepad2, Trophy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { CSSProperties, FocusEvent } from 'react';
import { useOnScreen } from '../../hooks/useOnScreen';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import './WinnerBoard.css';

/** Rows in view at once; more than this and the board scrolls. */
export const WINNER_BOARD_VISIBLE_ROWS = 5;

export interface WinnerBoardProps {
  /** As the server sends them: the board sorts (§3) and keeps the first `limit` (§9). */
  entries: readonly WinnerEntry[];
  /** The member's currency symbol, shown before each amount. */
  currencySymbol: string;
  /** The heading; "Winners" by default. */
  title?: string;
  visibleRows?: number;
  /** Pixels per animation frame (§9 winner scroller step 0.5). */
  step?: number;
  limit?: number;
  className?: string;
}

function WinnerIcon({ src }: { src: string }) {
  const [failed, setFailed] = useState<string>();
  if (!src || failed === src) {
    return (
      <span className="ui-winners__icon ui-winners__icon--fallback">
        <Gamepad2 aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      className="ui-winners__icon"
      src={src}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}

/**
 * The winner board: game icon, masked member name and the amount in gold, biggest win first, scrolling
 * slowly upward when there are more winners than rows. It stops while hovered or focused and under
 * prefers-reduced-motion, where it becomes a list the player scrolls.
 */
export function WinnerBoard({
  entries,
  currencySymbol,
  title,
  visibleRows = WINNER_BOARD_VISIBLE_ROWS,
  step = WINNER_SCROLL_STEP,
  limit = WINNER_BOARD_LIMIT,
  className,
}: WinnerBoardProps) {
  const { t, i18n } = useTranslation('tiles');
  const titleId = useId();
  const winners = sortWinners(entries).slice(0, limit);
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const overflows = winners.length > visibleRows;
  const scrolls = overflows && !reducedMotion;
  const paused = hovered || focused;

  const viewportRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Off screen the board stands still (no layout and paint every frame for nobody).
  const onScreen = useOnScreen(viewportRef);

  useEffect(() => {
    const viewport = viewportRef.current;
    const list = listRef.current;
    if (!scrolls || paused || !onScreen || !viewport || !list) return undefined;
    let position = viewport.scrollTop;
    let frame = 0;
    // The list's height, measured once and again only when it changes (never a layout per frame).
    let loop = list.offsetHeight;
    const resized =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            loop = list.offsetHeight;
          });
    resized?.observe(list);
    const tick = () => {
      // A scroll by hand since the last frame is where the board carries on from.
      if (Math.abs(viewport.scrollTop - Math.floor(position)) > 1) position = viewport.scrollTop;
      position += step;
      // The copy below the list starts where the list began: jump back by one list, unseen.
      if (loop > 0 && position >= loop) position -= loop;
      viewport.scrollTop = Math.floor(position);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      resized?.disconnect();
    };
  }, [scrolls, paused, onScreen, step]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (
      !(event.relatedTarget instanceof Node) ||
      !event.currentTarget.contains(event.relatedTarget)
    ) {
      setFocused(false);
    }
  };
  const rows = winners.map((winner, index) => (
    <li key={`${index}:${winner.customerName}:${winner.gameName}`} className="ui-winners__row">
      <WinnerIcon src={winner.iconUrl} />
      <span className="ui-winners__who">
        <span className="ui-winners__name">{maskCustomerName(winner.customerName)}</span>
        <span className="ui-winners__game">{winner.gameName}</span>
      </span>
      <span className="ui-winners__amount money">
        {formatMoney(winner.winAmount, i18n.language, currencySymbol)}
      </span>
    </li>
  ));
  const classes = ['ui-winners'];
  if (scrolls) classes.push('ui-winners--scrolling');
  if (className) classes.push(className);

  return (
    <section
      className={classes.join(' ')}
      aria-labelledby={titleId}
      style={
        { '--ui-winners-rows': Math.min(visibleRows, Math.max(winners.length, 1)) } as CSSProperties
      }
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <h2 id={titleId} className="ui-winners__title">
        <Trophy aria-hidden="true" />
        {title ?? t('winners.title')}
      </h2>
      {winners.length === 0 ? (
        <p className="ui-winners__empty">{t('winners.empty')}</p>
      ) : (
        // Focusable when it overflows, so a keyboard can stop it and scroll it.
        <div
          ref={viewportRef}
          className="ui-winners__viewport"
          tabIndex={overflows ? 0 : undefined}
        >
          <ul ref={listRef} className="ui-winners__list" aria-labelledby={titleId}>
            {rows}
          </ul>
          {scrolls ? (
            <ul className="ui-winners__list" aria-hidden="true">
              {rows}
            </ul>
          ) : null}
        </div>
      )}
    </section>
  );
}
