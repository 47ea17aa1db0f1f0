import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { AppLink } from '../../lib/app-link';
import { useMemberPageShown } from './use-member-pages';
import { useSession } from '../../session/use-session';

/** Phones, members only: Home, Promotions, Deposit, Inbox, Account. */
export default function BottomBar() {
  const { t } = useTranslation();
  const shown = useMemberPageShown();
  // The platform's unread count (member info): opening a message refreshes it.
  const unread = useSession().member?.unreadMessage ?? 0;
  const links: { to: string; label: string; badge?: number }[] = [
    { to: paths.home.href(), label: t('bottom_bar.home') },
    { to: paths.promotions.href(), label: t('bottom_bar.promotions') },
    ...(shown('depositv2')
      ? [{ to: paths.member.href('depositv2'), label: t('bottom_bar.deposit') }]
      : []),
    ...(shown('messageV2')
      ? [{ to: paths.member.href('messageV2'), label: t('bottom_bar.inbox'), badge: unread }]
      : []),
    { to: paths.member.href(), label: t('bottom_bar.account') },
  ];
  return (
    <nav className="shell-bottom-bar" aria-label={t('bottom_bar.label')}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <AppLink to={link.to}>
              {link.label}
              {link.badge ? (
                <>
                  <span className="shell-badge" aria-hidden="true">
                    {link.badge > 99 ? '99+' : link.badge}
                  </span>
                  <span className="visually-hidden">
                    , {t('avatar_menu.unread', { count: link.badge })}
                  </span>
                </>
              ) : null}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
