import { useGameVendorsQuery } from '@gaming/api/games';
import { useHelpCenterQuery } from '@gaming/api/system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { paths } from '../../config/paths';
import { AppLink } from './app-link';
import { useCategoryLabel, useCategoryLinks } from './category-nav';
import { SocialLinks } from './social-links';
import { useSiteResources } from './site-resources';

/** §2 Footer lists: help, products, social links, provider logos; loaded after first paint. */
export default function FooterLinks() {
  const { t } = useTranslation();
  const lang = useAppSelector((state) => state.apiContext.language);
  const help = useHelpCenterQuery({ lang });
  const products = useCategoryLinks();
  const labelOf = useCategoryLabel();
  const { social } = useSiteResources();
  const vendors = useGameVendorsQuery();

  const providers = useMemo(() => {
    const seen = new Map<string, { name: string; icon: string }>();
    for (const lane of vendors.data?.data.lanes ?? []) {
      for (const card of lane.cards) {
        if (card.lagerIcon && !seen.has(card.vassalage))
          seen.set(card.vassalage, { name: card.displayName, icon: card.lagerIcon });
      }
    }
    return [...seen.values()];
  }, [vendors.data]);

  const articles = (help.data ?? []).flatMap((category) => category.articles);

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
      {providers.length > 0 ? (
        <ul className="shell-footer__providers" aria-label={t('footer.providers')}>
          {providers.map((provider) => (
            <li key={provider.name}>
              <img src={provider.icon} alt={provider.name} loading="lazy" height={32} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
