import { useTranslation } from 'react-i18next';

/** /agent (§2): the agent login page; the form and the forced password change come with their issue. */
export function AgentLoginPage() {
  const { t } = useTranslation();
  return (
    <section className="agent-card" aria-labelledby="agent-login-title">
      <h1 id="agent-login-title">{t('agent.login_title')}</h1>
      <p>{t('agent.login_text')}</p>
      <p className="agent-card__note">{t('agent.support_hours')}</p>
    </section>
  );
}
