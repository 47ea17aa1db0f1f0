import { useGameVendorsQuery } from '@gaming/api/games';
import { useHelpCenterQuery } from '@gaming/api/system';
import { categoriesOf, vendorIconsOf } from '@gaming/domain/categories';
import { SUPPORTED_LANGUAGES } from '@gaming/domain/constants';
import { Suspense, lazy, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { paths } from '../../config/paths';
import { AppLink } from '../../lib/app-link';
import { useCategoryLabel, useCategoryLinks } from '../../lib/category-links';
import { SocialLinks } from './social-links';
import { useSiteResources } from './site-resources';

const LicenceDialog = lazy(() => import('./licence-dialog'));

/** §2 Footer lists: help, products, social links, provider logos; loaded after first paint. */
export default function FooterLinks() {
  const { t } = useTranslation();
  const lang = useAppSelector((state) => state.apiContext.language);
  const help = useHelpCenterQuery({ lang });
  const products = useCategoryLinks();
  const labelOf = useCategoryLabel();
  const { social, licence } = useSiteResources();
  const [licenceOpen, setLicenceOpen] = useState(false);
  // The lists render in the background (a transition React interrupts), never in one long task.
  const vendorLanes = useDeferredValue(useGameVendorsQuery().data?.data.lanes);
  const helpCategories = useDeferredValue(help.data);
  // The support pages' words live in the `support` namespace, loaded without suspending: the column
  // appears once it has arrived, so nothing of it weighs on first paint.
  const support = useTranslation('support', { useSuspense: false });

  // Every provider once, the platform's own TCG lotteries left out (§9 vendor icons).
  const providers = useMemo(() => {
    const categories = categoriesOf(vendorLanes ?? [], {
      supportedLanguages: SUPPORTED_LANGUAGES,
    });
    return vendorIconsOf(categories).flatMap((vendor) =>
      vendor.lagerIcon ? [{ name: vendor.displayName, icon: vendor.lagerIcon }] : [],
    );
  }, [vendorLanes]);

  const articles = (helpCategories ?? []).flatMap((category) => category.articles);

  return (
    <>
      <div className="shell-footer__columns">
        {articles.length > 0 ? (
          <nav className="shell-footer__column" aria-labelledby="footer-help">
            <h2 id="footer-help" className="shell-footer__heading">
              {t('footer.help')}
            </h2>
            <ul>
              {articles.map((article) => (
                <li key={article.id}>
                  <AppLink to={paths.help.href(article.anchor ?? undefined)}>
                    {article.title}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {support.ready ? (
          <nav className="shell-footer__column" aria-labelledby="footer-support">
            <h2 id="footer-support" className="shell-footer__heading">
              {support.t('links.title')}
            </h2>
            <ul>
              <li>
                <AppLink to={paths.download.href()}>{support.t('links.app_download')}</AppLink>
              </li>
              <li>
                <AppLink to={paths.mirrors.href()}>{support.t('links.mirrors')}</AppLink>
              </li>
              <li>
                <AppLink to={paths.winners.href()}>{support.t('links.winners')}</AppLink>
              </li>
            </ul>
          </nav>
        ) : null}
        {products.length > 0 ? (
          <nav className="shell-footer__column" aria-labelledby="footer-products">
            <h2 id="footer-products" className="shell-footer__heading">
              {t('footer.products')}
            </h2>
            <ul>
              {products.map(({ category, path }) => (
                <li key={category.gameCategory}>
                  <AppLink to={path}>{labelOf(category)}</AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {social.length > 0 ? (
          <div className="shell-footer__column">
            <h2 className="shell-footer__heading">{t('footer.social')}</h2>
            <SocialLinks links={social} label={t('footer.social')} />
          </div>
        ) : null}
      </div>
      {licence ? (
        <button
          type="button"
          className="shell-footer__licence"
          aria-haspopup="dialog"
          onClick={() => setLicenceOpen(true)}
        >
          {t('footer.licence')}
        </button>
      ) : null}
      {licence && licenceOpen ? (
        <Suspense fallback={null}>
          <LicenceDialog src={licence} onClose={() => setLicenceOpen(false)} />
        </Suspense>
      ) : null}
      {providers.length > 0 ? (
        <ul className="shell-footer__providers" aria-label={t('footer.providers')}>
          {providers.map((provider) => (
            <li key={provider.name}>
              <img src={provider.icon} alt={provider.name} loading="lazy" width={120} height={40} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
