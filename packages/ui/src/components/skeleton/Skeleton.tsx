import { useTranslation } from '@gaming/i18n';
import type { CSSProperties, ReactNode } from 'react';
import './Skeleton.css';

export interface SkeletonProps {
  /** CSS width; 100% by default. */
  width?: CSSProperties['width'];
  /** CSS height; one line of text by default. */
  height?: CSSProperties['height'];
  /** Card, control, round (avatars) or a text line. */
  shape?: 'card' | 'control' | 'round' | 'line';
  className?: string;
}

/** One placeholder block. Decorative: the labelled status around it speaks for the whole. */
export function Skeleton({ width, height, shape = 'line', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={['ui-skeleton', `ui-skeleton--${shape}`, className ?? '']
        .filter(Boolean)
        .join(' ')}
      style={{ width, height }}
    />
  );
}

export interface SkeletonGroupProps {
  /** What is loading ("Loading games"); "Loading…" by default. */
  label?: string;
  className?: string;
}

/** The one labelled, busy status that stands for a group of skeleton blocks. */
function SkeletonStatus({
  label,
  className,
  children,
}: SkeletonGroupProps & { children: ReactNode }) {
  const { t } = useTranslation('ui');
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label ?? t('skeleton.loading')}
      className={className}
    >
      {children}
    </div>
  );
}

export interface SkeletonTileGridProps extends SkeletonGroupProps {
  /** Tiles to stand in for; §9: 18 on a lobby page, 12 hot games, 5 per home section. */
  count?: number;
}

/** Square tiles with two name lines under each, in the game grid's columns (3 / 4 / 6). */
export function SkeletonTileGrid({ count = 18, label, className }: SkeletonTileGridProps) {
  return (
    <SkeletonStatus
      label={label}
      className={['ui-skeleton-grid', className ?? ''].filter(Boolean).join(' ')}
    >
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className="ui-skeleton-grid__tile" aria-hidden="true">
          <Skeleton shape="card" className="ui-skeleton-grid__icon" />
          <Skeleton className="ui-skeleton-grid__name" />
          <Skeleton className="ui-skeleton-grid__name" width="60%" />
        </span>
      ))}
    </SkeletonStatus>
  );
}

export interface SkeletonListProps extends SkeletonGroupProps {
  rows?: number;
  /** A round thumbnail at the start of each row (messages, winners). */
  withAvatar?: boolean;
}

/** List or table rows: a title line and a shorter detail line per row. */
export function SkeletonList({
  rows = 5,
  withAvatar = false,
  label,
  className,
}: SkeletonListProps) {
  return (
    <SkeletonStatus
      label={label}
      className={['ui-skeleton-list', className ?? ''].filter(Boolean).join(' ')}
    >
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="ui-skeleton-list__row" aria-hidden="true">
          {withAvatar ? <Skeleton shape="round" width={40} height={40} /> : null}
          <span className="ui-skeleton-list__lines">
            <Skeleton width="60%" />
            <Skeleton width="35%" height="0.75em" />
          </span>
        </span>
      ))}
    </SkeletonStatus>
  );
}

export interface SkeletonTextProps extends SkeletonGroupProps {
  lines?: number;
}

/** A paragraph: full lines and a shorter last one. */
export function SkeletonText({ lines = 3, label, className }: SkeletonTextProps) {
  return (
    <SkeletonStatus
      label={label}
      className={['ui-skeleton-text', className ?? ''].filter(Boolean).join(' ')}
    >
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </SkeletonStatus>
  );
}
