import { useTranslation } from '@gaming/i18n';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** Any path the router does not know, inside the frame so the agent can carry on. */
export function NotFoundPage({ inCentre = false }: { inCentre?: boolean }) {
  const { t } = useTranslation('agent');
  return (
    <section className="agent-card" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('frame.not_found_title')}</h1>
      <p>{t('frame.not_found_text')}</p>
      <p>
        {inCentre ? (
          <Link to={paths.agentHome.href()}>{t('frame.back_to_centre')}</Link>
        ) : (
          <Link to={paths.agentLogin.href()}>{t('frame.back_to_login')}</Link>
        )}
      </p>
    </section>
  );
}
