import { useTranslation } from '@gaming/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { LanguageSwitch } from './language-select';
import './shell.css';

/**
 * The frame of the pages before sign-in (login, not found): a calm header (title, language), the
 * page and the support hours. Agent pages have no player header or footer (§2).
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  return (
    <div className="agent-shell">
      <a className="ui-skip-link" href="#main">
        {tc('actions.skip_to_content')}
      </a>
      <header className="agent-header">
        <div className="agent-header__row">
          <Link className="agent-brand" to={paths.agentLogin.href()}>
            <span className="agent-brand__name">{tc('brand')}</span>
            <span className="agent-brand__title">{t('title')}</span>
          </Link>
          <LanguageSwitch className="agent-language" />
        </div>
      </header>
      <main id="main" className="agent-main" tabIndex={-1}>
        {children}
        <p className="agent-support">{t('support_hours')}</p>
      </main>
    </div>
  );
}
