import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { AppLink } from '../../lib/app-link';
import { useMemberPageShown } from './use-member-pages';
import { useCustomerService, useOpenCustomerService } from './customer-service';
import { MemberLanguageSwitch } from '../../lib/language-select';
import { LazySignOutConfirm } from './lazy-sign-out';
import { SocialLinks } from './social-links';
import { useSiteResources } from './site-resources';
import { useSession } from '../../session/use-session';
import { useHeldPopupUnread } from '../../lib/held-popup-count';

const AppDownload = lazy(() => import('./app-download'));
const NoticeDialog = lazy(() => import('../../lib/notice-dialog'));
// Phones have no room for the avatar in the header: the account menu (user ID, VIP label,
// betting record, messages…) opens from the drawer instead.
const RewardCentreBadge = lazy(() => import('./reward-centre-badge'));
const AvatarMenu = lazy(() =>
  import('./avatar-menu').then((module) => ({ default: module.AvatarMenu })),
);

export interface SideMenuProps {
  id: string;
  /** Phones: the drawer is open. */
  open: boolean;
  onClose: () => void;
  /** Desktop: 240 px wide or collapsed to 72 px. */
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  /** Phones: the language select and the notices live here (no room in the header). */
  showLanguage: boolean;
  onLogin: () => void;
}

/** §2 Side menu: a drawer on phones, a collapsible column on desktop. */
export default function SideMenu({
  id,
  open,
  onClose,
  collapsed,
  onCollapsedChange,
  showLanguage,
  onLogin,
}: SideMenuProps) {
  const { t } = useTranslation();
  const { token, member, role } = useSession();
  const { apps, social, referralEnabled } = useSiteResources();
  const customerService = useCustomerService();
  const openCustomerService = useOpenCustomerService();
  const shown = useMemberPageShown();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [noticesOpen, setNoticesOpen] = useState(false);
  const heldUnread = useHeldPopupUnread();
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    if (open) nav.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  // A visitor's money shortcuts open the login first (§6).
  const memberLink = (to: string, label: string, badge: ReactNode = null) =>
    token ? (
      <AppLink className="shell-side__link" to={to} onClick={onClose}>
        {label}
        {badge}
      </AppLink>
    ) : (
      <button
        type="button"
        className="shell-side__link"
        onClick={() => {
          onClose();
          onLogin();
        }}
      >
        {label}
      </button>
    );

  const classes = ['shell-side'];
  if (open) classes.push('shell-side--open');
  if (collapsed) classes.push('shell-side--collapsed');

  return (
    <>
      {open ? <div className="shell-side__backdrop" aria-hidden="true" onClick={onClose} /> : null}
      <nav
        ref={nav}
        id={id}
        className={classes.join(' ')}
        aria-label={t('side_menu.label')}
        data-open={open}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            onClose();
          }
        }}
      >
        <div className="shell-side__top">
          <AppLink className="shell-side__logo" to={paths.home.href()} onClick={onClose}>
            {t('brand')}
          </AppLink>
          <button
            type="button"
            className="shell-side__collapse"
            aria-pressed={collapsed}
            onClick={() => onCollapsedChange(!collapsed)}
          >
            {collapsed ? t('side_menu.expand') : t('side_menu.collapse')}
          </button>
        </div>
        {showLanguage && member ? (
          <div className="shell-side__account">
            <Suspense fallback={null}>
              <AvatarMenu member={member} role={role} />
            </Suspense>
          </div>
        ) : null}
        <ul className="shell-side__list">
          {shown('depositv2') ? (
            <li>{memberLink(paths.member.href('depositv2'), t('side_menu.deposit'))}</li>
          ) : null}
          {shown('withdraw') ? (
            <li>{memberLink(paths.member.href('withdraw'), t('side_menu.withdraw'))}</li>
          ) : null}
          <li>
            <AppLink className="shell-side__link" to={paths.promotions.href()} onClick={onClose}>
              {t('side_menu.promotions')}
            </AppLink>
          </li>
          {referralEnabled && shown('referral') ? (
            <li>{memberLink(paths.member.href('referral'), t('side_menu.invite_earn'))}</li>
          ) : null}
          {shown('rewardCenter') ? (
            <li>
              {memberLink(
                paths.member.href('rewardCenter'),
                t('side_menu.reward_centre'),
                role === 'trial' ? null : (
                  <Suspense fallback={null}>
                    <RewardCentreBadge />
                  </Suspense>
                ),
              )}
            </li>
          ) : null}
          <li>
            <AppLink className="shell-side__link" to={paths.download.href()} onClick={onClose}>
              {t('side_menu.app_download')}
            </AppLink>
          </li>
        </ul>
        {apps.length > 0 && !collapsed ? (
          <section className="shell-side__section" aria-label={t('side_menu.app_download')}>
            <h2 className="shell-side__heading">{t('side_menu.app_download')}</h2>
            <Suspense fallback={null}>
              <AppDownload apps={apps} />
            </Suspense>
          </section>
        ) : null}
        {!collapsed ? <SocialLinks links={social} label={t('side_menu.social')} /> : null}
        {customerService.length > 0 ? (
          <ul className="shell-side__list" aria-label={t('side_menu.customer_service')}>
            {/* Entries may share an address (one page, several titles): the position keys them. */}
            {customerService.map((entry, index) => (
              <li key={`${String(index)}:${entry.url}`}>
                <button
                  type="button"
                  className="shell-side__link"
                  onClick={() => openCustomerService(entry)}
                >
                  {entry.title}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {token ? (
          <button
            type="button"
            className="shell-side__link shell-side__sign-out"
            onClick={() => setConfirmOpen(true)}
          >
            {t('side_menu.sign_out')}
          </button>
        ) : null}
        {showLanguage ? (
          <button
            type="button"
            className="shell-side__link"
            onClick={() => {
              onClose();
              setNoticesOpen(true);
            }}
          >
            {t('header.notice')}
            {heldUnread > 0 ? (
              <>
                <span className="shell-badge" aria-hidden="true">
                  {heldUnread}
                </span>
                <span className="visually-hidden">
                  , {t('avatar_menu.unread', { count: heldUnread })}
                </span>
              </>
            ) : null}
          </button>
        ) : null}
        {showLanguage ? <MemberLanguageSwitch className="shell-side__language" /> : null}
      </nav>
      {noticesOpen ? (
        <Suspense fallback={null}>
          <NoticeDialog onClose={() => setNoticesOpen(false)} />
        </Suspense>
      ) : null}
      <LazySignOutConfirm open={confirmOpen} onClose={() => setConfirmOpen(false)} />
    </>
  );
}
