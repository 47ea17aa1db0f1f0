import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** Any path the router does not know, inside the frame so the agent can carry on. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="agent-card" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('not_found.title')}</h1>
      <p>{t('not_found.text')}</p>
      <p>
        <Link to={paths.agentLogin.href()}>{t('actions.back_home')}</Link>
      </p>
    </section>
  );
}
