import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { AppLink } from './app-link';
import { useMemberPageShown } from './use-member-pages';

/** Phones, members only (VISUAL.md): Home, Promotions, Deposit, Inbox, Account. */
export default function BottomBar() {
  const { t } = useTranslation();
  const shown = useMemberPageShown();
  const links = [
    { to: paths.home.href(), label: t('bottom_bar.home') },
    { to: paths.promotions.href(), label: t('bottom_bar.promotions') },
    ...(shown('depositv2')
      ? [{ to: paths.member.href('depositv2'), label: t('bottom_bar.deposit') }]
      : []),
    ...(shown('messageV2')
      ? [{ to: paths.member.href('messageV2'), label: t('bottom_bar.inbox') }]
      : []),
    { to: paths.member.href(), label: t('bottom_bar.account') },
  ];
  return (
    <nav className="shell-bottom-bar" aria-label={t('bottom_bar.label')}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <AppLink to={link.to}>{link.label}</AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
