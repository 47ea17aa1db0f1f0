import { useTranslation } from 'react-i18next';
import { env } from '../../config/env';

/**
 * /agent and /agentHome: agents work in the agent app, a separate site; this page says so and links
 * to it when the deployment names its address.
 */
export default function AgentPage() {
  const { t } = useTranslation();
  return (
    <section className="shell-page" aria-labelledby="agent-title">
      <h1 id="agent-title">{t('agent.title')}</h1>
      <p>{t('agent_page.text')}</p>
      <p>{t('agent.support_hours')}</p>
      {env.agentUrl ? (
        <p>
          <a href={env.agentUrl}>{t('agent_page.open')}</a>
        </p>
      ) : (
        <p>{t('agent_page.no_link')}</p>
      )}
    </section>
  );
}
