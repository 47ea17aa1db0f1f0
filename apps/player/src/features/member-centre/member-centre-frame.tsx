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
}

/**
 * The member centre's frame (§2 Member centre pages): the menu of the pages the member may use (a
 * side list on desktop, a scrolling row above the page on phones) and the page itself. Which pages
 * are listed is the app's registry's business; the frame only shows them.
 */
export function MemberCentreFrame({
  links,
  title,
  children,
}: {
  links: readonly MemberCentreLink[];
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('member');
  const current = useRef<HTMLAnchorElement>(null);
  const currentPage = links.find((link) => link.current)?.page;
  // On phones the menu is a row that scrolls: the page's own entry is brought into view.
  useEffect(() => {
    current.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [currentPage]);
  return (
    <div className="member-centre">
      <nav className="member-centre__menu" aria-label={t('menu.label')}>
        <ul>
          {links.map((link) => (
            <li key={link.page}>
              <Link
                ref={link.current ? current : undefined}
                to={link.href}
                aria-current={link.current ? 'page' : undefined}
              >
                {link.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="member-centre__page" aria-labelledby="member-page-title">
        <h1 id="member-page-title">{title}</h1>
        {children}
      </section>
    </div>
  );
}
