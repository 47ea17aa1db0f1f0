import { useMemberInfoQuery } from '@gaming/api/member';
import { useTranslation } from '@gaming/i18n';
import { useDateFormats } from '@gaming/kernel/formats';
import { Clock } from '@gaming/ui/clock';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAppSelector } from '../../app/store';
import { paths } from '../../config/paths';
import { AgentMenu } from './agent-menu';
import { LanguageSwitch } from './language-select';
import { SignOutButton } from './sign-out-button';
import './shell.css';

export interface AgentFrameProps {
  /** The page, rendered inside the `<main>` landmark. */
  children: ReactNode;
  /** What the app shows above every page (e.g. the contract offers to answer). */
  notices?: ReactNode;
}

/**
 * The signed-in agent centre (§2): a header with the site's time zone, a clock ticking every
 * second, the agent's nickname and sign out; the menu beside the page (a drawer on phones); the
 * support hours. No player header or footer.
 */
export function AgentFrame({ children, notices }: AgentFrameProps) {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  // The label and the clock read the same zone: the site's, whatever the device's.
  const { timeZone, timeZoneName } = useDateFormats();
  const token = useAppSelector((state) => state.apiContext.token);
  const { data: member } = useMemberInfoQuery(undefined, { skip: !token });
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // The drawer is open at the address it was opened on: a followed link (or Back) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === pathname;
  const setMenuOpen = (open: boolean) => setOpenAt(open ? pathname : null);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const nickname = member ? member.nickname || member.account : null;
  return (
    <div className={menuOpen ? 'agent-shell agent-shell--menu-open' : 'agent-shell'}>
      <a className="ui-skip-link" href="#main">
        {tc('actions.skip_to_content')}
      </a>
      <header className="agent-header">
        <div className="agent-header__row">
          <button
            ref={toggle}
            type="button"
            className="agent-menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span aria-hidden="true" className="agent-menu-toggle__icon" />
            {t('frame.menu_open')}
          </button>
          <Link className="agent-brand" to={paths.agentHome.href()}>
            <span className="agent-brand__name">{tc('brand')}</span>
            <span className="agent-brand__title">{t('title')}</span>
          </Link>
          <LanguageSwitch className="agent-language" />
        </div>
        <div className="agent-header__row agent-header__bar">
          <p className="agent-time">
            <span>{t('header.time_zone', { zone: timeZoneName })}</span>
            <Clock
              className="agent-time__clock"
              timeZone={timeZone}
              label={t('header.clock')}
            />
          </p>
          <div className="agent-header__end">
            {nickname ? (
              <span className="agent-member" title={nickname}>
                {t('header.greeting', { nickname })}
              </span>
            ) : null}
            <SignOutButton />
          </div>
        </div>
      </header>
      <div className="agent-body">
        <AgentMenu id={menuId} onNavigate={() => setMenuOpen(false)} />
        <main id="main" className="agent-main agent-main--centre" tabIndex={-1}>
          {notices}
          {children}
          <p className="agent-support">{t('support_hours')}</p>
        </main>
      </div>
    </div>
  );
}
