import type { ReactNode } from 'react';
import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdle } from '../../lib/use-idle';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { DESKTOP_QUERY, useMediaQuery } from './use-media';
import { useSession } from '../../session/use-session';
import './shell.css';

// Below the header on desktop and a closed drawer on phones: not needed for the first paint.
const loadSideMenu = () => import('./side-menu');
const SideMenu = lazy(loadSideMenu);
const BottomBar = lazy(() => import('./bottom-bar'));

export interface SiteFrameProps {
  /** The page, rendered inside the `<main>` landmark. */
  children: ReactNode;
  /** Opens the login modal. */
  onLogin: () => void;
  /** Lottery and seamless pages leave the footer out (§2). */
  showFooter?: boolean;
  /** Game pages hide the side menu (§2). */
  showSideMenu?: boolean;
}

/** The player site's frame: header, side menu, the page in `<main>`, footer (§2). */
export function SiteFrame({
  children,
  onLogin,
  showFooter = true,
  showSideMenu = true,
}: SiteFrameProps) {
  const { t } = useTranslation();
  const sideMenuId = useId();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const { token } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  // A phone's side menu is a closed drawer: it is built when first opened (its code fetched once
  // the page's content is up), so it never delays that content.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  const idle = useIdle({ afterContent: true });
  useEffect(() => {
    if (idle && showSideMenu) loadSideMenu().catch(() => undefined);
  }, [idle, showSideMenu]);

  const closeDrawer = () => {
    setDrawerOpen(false);
    document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(sideMenuId)}"]`)?.focus();
  };

  // The side menu's place (and the menu button's `aria-controls` target) until it is built.
  const sidePlaceholder = <div id={sideMenuId} className="shell-side" aria-hidden="true" />;

  const classes = ['shell'];
  if (showSideMenu) classes.push('shell--with-side');
  if (showSideMenu && collapsed) classes.push('shell--side-collapsed');

  return (
    <div className={classes.join(' ')}>
      <a className="ui-skip-link" href="#main">
        {t('actions.skip_to_content')}
      </a>
      <SiteHeader
        onLogin={onLogin}
        menu={
          showSideMenu
            ? { open: drawerOpen, controls: sideMenuId, onToggle: () => setDrawerOpen((o) => !o) }
            : undefined
        }
      />
      <div className="shell-body">
        {showSideMenu && (desktop || drawerUsed) ? (
          <Suspense fallback={sidePlaceholder}>
            <SideMenu
              id={sideMenuId}
              open={drawerOpen}
              onClose={closeDrawer}
              collapsed={collapsed}
              onCollapsedChange={setCollapsed}
              showLanguage={!desktop}
              onLogin={onLogin}
            />
          </Suspense>
        ) : showSideMenu ? (
          sidePlaceholder
        ) : null}
        <div className="shell-content">
          <main id="main" className="shell-main" tabIndex={-1}>
            {children}
          </main>
          {showFooter ? <SiteFooter /> : null}
        </div>
      </div>
      {token && !desktop ? (
        <Suspense fallback={null}>
          <BottomBar />
        </Suspense>
      ) : null}
    </div>
  );
}
