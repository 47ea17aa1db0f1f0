import { useTranslation } from '@gaming/i18n';
import { useState } from 'react';
import type { CSSProperties } from 'react';
import './Avatar.css';

export interface AvatarProps {
  /** The picture; without one (or when it fails) the built-in figure shows. */
  src?: string | null;
  /** Who it shows, e.g. the nickname; "Profile picture" by default. Empty: decorative. */
  alt?: string;
  /** Pixel size of the circle. */
  size?: number;
  className?: string;
}

/**
 * A member's round picture. A missing or failed picture falls back to a built-in inline SVG figure
 * (§8 "failed avatar falls back to an error image"), so nothing is fetched for it.
 */
export function Avatar({ src, alt, size = 40, className }: AvatarProps) {
  const { t } = useTranslation('tiles');
  const [failed, setFailed] = useState<string>();
  const name = alt ?? t('avatar.label');
  const style = { '--ui-avatar-size': `${size}px` } as CSSProperties;
  const classes = className ? `ui-avatar ${className}` : 'ui-avatar';

  if (src && src !== failed) {
    return (
      <img
        className={classes}
        style={style}
        src={src}
        alt={name}
        width={size}
        height={size}
        decoding="async"
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <svg
      className={`${classes} ui-avatar--fallback`}
      style={style}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      focusable="false"
      data-testid="avatar-fallback"
      {...(name ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}
    >
      <rect width="40" height="40" fill="currentColor" opacity="0.16" />
      <circle cx="20" cy="15" r="7" fill="currentColor" />
      <path d="M6 36c2-7.5 7.5-11 14-11s12 3.5 14 11z" fill="currentColor" />
    </svg>
  );
}
