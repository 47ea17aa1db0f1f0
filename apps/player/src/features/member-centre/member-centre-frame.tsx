import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './member-centre.css';

export interface MemberCentreLink {
  /** The page's name in the spec (`depositv2`). */
  page: string;
  href: string;
  title: string;
  current: boolean;
  /** A count to show beside the title (missions, messages, rewards), and what it counts. */
  badge?: { count: number; label: string } | undefined;
}

function MenuLinks({
  links,
  currentRef,
}: {
  links: readonly MemberCentreLink[];
  currentRef?: React.RefObject<HTMLAnchorElement | null>;
}) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.page}>
          <Link
            ref={link.current ? currentRef : undefined}
            to={link.href}
            aria-current={link.current ? 'page' : undefined}
          >
            <span>{link.title}</span>
            {link.badge && link.badge.count > 0 ? (
              <span className="member-centre__badge" aria-label={link.badge.label}>
                {link.badge.count > 99 ? '99+' : link.badge.count}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The member centre's frame (§2 Member centre pages): the wallet header, the menu of the pages the
 * member may use (beside the page on desktop) and the page itself. On phones `/member` is the menu
 * as a list (`MemberCentreHome`) and each page has a link back to it. Which pages are listed is the
 * app's registry's business; the frame only shows them.
 */
export function MemberCentreFrame({
  links,
  title,
  header,
  backHref,
  children,
}: {
  links: readonly MemberCentreLink[];
  title: string;
  header?: ReactNode;
  /** Phones: the page shows a link back to the menu list instead of the menu. */
  backHref?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('member');
  const current = useRef<HTMLAnchorElement>(null);
  const currentPage = links.find((link) => link.current)?.page;
  useEffect(() => {
    current.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [currentPage]);
  return (
    <div className="member-centre">
      {header}
      {backHref === undefined ? (
        <nav className="member-centre__menu" aria-label={t('menu.label')}>
          <MenuLinks links={links} currentRef={current} />
        </nav>
      ) : null}
      <section className="member-centre__page" aria-labelledby="member-page-title">
        {backHref === undefined ? null : (
          <Link className="member-centre__back" to={backHref}>
            {t('menu.back')}
          </Link>
        )}
        <h1 id="member-page-title">{title}</h1>
        {children}
      </section>
    </div>
  );
}

/** Phones, `/member`: the wallet header and the pages as a list, each opening its page. */
export function MemberCentreHome({
  links,
  header,
}: {
  links: readonly MemberCentreLink[];
  header?: ReactNode;
}) {
  const { t } = useTranslation('member');
  return (
    <div className="member-centre member-centre--home">
      {header}
      <h1 className="member-centre__home-title">{t('title')}</h1>
      <nav className="member-centre__list" aria-label={t('menu.label')}>
        <MenuLinks links={links} />
      </nav>
    </div>
  );
}
