import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { AppLink } from '../../lib/app-link';

/**
 * A visitor's welcome under the home heading: one line and the way in. Links, not buttons: /login
 * and /register are the routes that open those modals (§2 Routes).
 */
export function HomeWelcome() {
  const { t } = useTranslation();
  return (
    <div className="home-welcome">
      <p>{t('home.intro')}</p>
      <p className="home-welcome__actions">
        <AppLink className="ui-button ui-button--secondary ui-button--md" to={paths.login.href()}>
          {t('actions.login')}
        </AppLink>
        <AppLink className="ui-button ui-button--primary ui-button--md" to={paths.register.href()}>
          {t('actions.register')}
        </AppLink>
      </p>
    </div>
  );
}
