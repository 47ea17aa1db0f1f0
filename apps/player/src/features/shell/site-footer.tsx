import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdle } from '../../lib/use-idle';

// The lists are data from the server: their code loads beside that data, after first paint.
const FooterLinks = lazy(() => import('./footer-links'));

/** §2 Footer: help list, products, social links, provider logos; copyright 2019-2024. */
export function SiteFooter() {
  const { t } = useTranslation();
  // Below every page: its lists and their calls come after the page's own content.
  const ready = useIdle({ afterContent: true });
  return (
    <footer className="shell-footer">
      {ready ? (
        <Suspense fallback={null}>
          <FooterLinks />
        </Suspense>
      ) : null}
      <p className="shell-footer__responsible">{t('footer.responsible_gaming')}</p>
      <p className="shell-footer__copyright">{t('footer.copyright', { brand: t('brand') })}</p>
    </footer>
  );
}
