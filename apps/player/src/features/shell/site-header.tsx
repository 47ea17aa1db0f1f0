import { Button } from '@gaming/ui/button';
import { IconButton } from '@gaming/ui/icon-button';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { AppLink } from '../../lib/app-link';
import { useAppSelector } from '../../app/store';
import { useAppNavigate } from './use-app-navigate';
import { DESKTOP_QUERY, useMediaQuery } from './use-media';
import { useSession } from '../../session/use-session';

const NoticeDialog = lazy(() => import('../../lib/notice-dialog'));
// The count of popups held back after login (never there at first paint): a chunk of its own.
const HeldCount = lazy(() => import('./held-count'));

/** The id of the held popups' count, which describes the notices button it sits on. */
const NOTICE_COUNT_ID = 'shell-notice-held-count';
const RegionDialog = lazy(() => import('./region-dialog'));
// A visitor's first paint does without the member's balance and menu.
const MemberArea = lazy(() => import('./member-area'));
// The categories come from the game menus call: their code loads beside that data.
const CategoryNav = lazy(() => import('./category-nav'));

export interface SiteHeaderProps {
  /** Opens the login modal (the auth feature's, wired by the app). */
  onLogin: () => void;
  /** Opens the side menu drawer on phones; absent where the page has no side menu. */
  menu?: { open: boolean; controls: string; onToggle: () => void };
}

function MenuGlyph() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 6h18M3 12h18M3 18h18"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function GlobeGlyph() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function BellGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** §2 Header: menu, logo, categories, notice, account area and the language selector. */
export function SiteHeader({ onLogin, menu }: SiteHeaderProps) {
  const { t } = useTranslation();
  const [noticesOpen, setNoticesOpen] = useState(false);
  const [regionOpen, setRegionOpen] = useState(false);
  const language = useAppSelector((state) => state.apiContext.language);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const { member } = useSession();
  const brand = t('brand');

  return (
    <header className={member ? 'shell-header shell-header--member' : 'shell-header'}>
      {menu ? (
        <IconButton
          className="shell-header__menu"
          label={menu.open ? t('actions.close_menu') : t('actions.open_menu')}
          icon={<MenuGlyph />}
          aria-expanded={menu.open}
          aria-controls={menu.controls}
          onClick={menu.onToggle}
        />
      ) : null}
      <AppLink
        className="shell-brand"
        to={paths.home.href()}
        aria-label={t('header.home', { brand })}
      >
        {brand}
      </AppLink>
      {/* Desktop only (phones reach the categories through the side menu): a phone neither
          downloads nor lays it out. */}
      {desktop ? (
        <Suspense fallback={null}>
          <CategoryNav />
        </Suspense>
      ) : null}
      <div className="shell-header__end">
        {desktop || !menu ? (
          <span className="shell-header__counted">
            <IconButton
              className="shell-header__notice"
              label={t('header.notice')}
              icon={<BellGlyph />}
              aria-describedby={NOTICE_COUNT_ID}
              onClick={() => setNoticesOpen(true)}
            />
            {/* Popups held back after login wait in the notice list: counted until it opens. */}
            <Suspense fallback={null}>
              <HeldCount id={NOTICE_COUNT_ID} />
            </Suspense>
          </span>
        ) : null}
        <AccountArea onLogin={onLogin} />
        {/* On phones the language select lives in the side menu (no room in the header);
            game pages on phones, which have no side menu, do without it. */}
        {desktop ? (
          <Button
            variant="secondary"
            size="sm"
            className="shell-header__region"
            aria-label={`${t('header.region')}: ${t(`language.${language}` as 'language.EN')}`}
            aria-haspopup="dialog"
            onClick={() => setRegionOpen(true)}
          >
            <GlobeGlyph />
            {language}
          </Button>
        ) : null}
      </div>
      {regionOpen ? (
        <Suspense fallback={null}>
          <RegionDialog onClose={() => setRegionOpen(false)} />
        </Suspense>
      ) : null}
      {noticesOpen ? (
        <Suspense fallback={null}>
          <NoticeDialog onClose={() => setNoticesOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}

function AccountArea({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  const { token, member, loadingMember, role } = useSession();
  const loading = <span className="shell-member shell-member--loading" aria-hidden="true" />;

  if (token && member) {
    return (
      <Suspense fallback={loading}>
        <MemberArea member={member} role={role} />
      </Suspense>
    );
  }
  if (token && loadingMember) return loading;
  return (
    <div className="shell-actions">
      <Button variant="secondary" size="sm" onClick={onLogin}>
        {t('actions.login')}
      </Button>
      <RegisterLink />
    </div>
  );
}

function RegisterLink() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <Button size="sm" onClick={() => navigate(paths.register.href())}>
      {t('actions.register')}
    </Button>
  );
}
