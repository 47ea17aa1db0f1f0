import { useTranslation } from '@gaming/i18n';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageItems } from './pages';
import './Paginator.css';

export interface PaginatorProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation; "Pages" by default. */
  label?: string;
  className?: string;
}

/**
 * Page navigation (§9: range 5, 2 margin pages, ellipses, previous and next). The current page is
 * marked `aria-current="page"`. Nothing is shown when there is only one page.
 */
export function Paginator({ page, pageCount, onPageChange, label, className }: PaginatorProps) {
  const { t } = useTranslation('ui');
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) onPageChange(target);
  };
  return (
    <nav
      aria-label={label ?? t('paginator.label')}
      className={className ? `ui-paginator ${className}` : 'ui-paginator'}
    >
      <ul className="ui-paginator__list">
        <li>
          <button
            type="button"
            className="ui-paginator__button"
            aria-label={t('paginator.previous')}
            disabled={current === 1}
            onClick={() => go(current - 1)}
          >
            <ChevronLeft size={20} aria-hidden="true" />
          </button>
        </li>
        {pageItems(current, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="ui-paginator__button"
                aria-label={t('paginator.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="ui-paginator__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="ui-paginator__button"
            aria-label={t('paginator.next')}
            disabled={current === pageCount}
            onClick={() => go(current + 1)}
          >
            <ChevronRight size={20} aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
