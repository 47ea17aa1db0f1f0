import { useMemberInfoQuery } from '@gaming/api/member';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/store';
import { paths } from '../../config/paths';
import { LanguageSwitch } from './language-select';
import './shell.css';

export interface AgentFrameProps {
  /** The page, rendered inside the `<main>` landmark. */
  children: ReactNode;
}

/**
 * The agent app's frame: a calm back-office header (title, the agent when signed in, language) and
 * the page. Agent pages have no footer (§2).
 */
export function AgentFrame({ children }: AgentFrameProps) {
  const { t } = useTranslation();
  const token = useAppSelector((state) => state.apiContext.token);
  // A token found at start (URL or session) loads the member (§4 Session).
  const { data: member } = useMemberInfoQuery(undefined, { skip: !token });

  return (
    <div className="agent-shell">
      <a className="ui-skip-link" href="#main">
        {t('actions.skip_to_content')}
      </a>
      <header className="agent-header">
        <Link className="agent-brand" to={paths.agentLogin.href()}>
          <span className="agent-brand__name">{t('brand')}</span>
          <span className="agent-brand__title">{t('agent.title')}</span>
        </Link>
        <div className="agent-header__end">
          {token && member ? (
            <span className="agent-member">{member.nickname || member.account}</span>
          ) : null}
          <LanguageSwitch className="agent-language" />
        </div>
      </header>
      <main id="main" className="agent-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
