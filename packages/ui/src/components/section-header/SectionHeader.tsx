import { useTranslation } from '@gaming/i18n';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import './SectionHeader.css';

export interface SectionHeaderProps {
  title: string;
  /** A decorative icon before the title. */
  icon?: ReactNode;
  /** Heading level in the page outline. */
  level?: 2 | 3;
  /** Whether there is more to see than the section shows (§2: home sections show up to 5, hot 12). */
  hasMore?: boolean;
  onMore?: () => void;
  /** The heading's id, for a section that is labelled by it. */
  id?: string;
  className?: string;
}

/** A section's heading with a "More" button on the right when there is more to see. */
export function SectionHeader({
  title,
  icon,
  level = 2,
  hasMore = false,
  onMore,
  id,
  className,
}: SectionHeaderProps) {
  const { t } = useTranslation('tiles');
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={className ? `ui-section-header ${className}` : 'ui-section-header'}>
      <Heading id={id} className="ui-section-header__title">
        {icon ? (
          <span className="ui-section-header__icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {title}
      </Heading>
      {hasMore && onMore ? (
        <button
          type="button"
          className="ui-section-header__more"
          aria-label={t('section.more_name', { title })}
          onClick={onMore}
        >
          {t('section.more')}
          <ChevronRight aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
