import { useTranslation } from 'react-i18next';

/** Home (§2): the banner, notices, game sections and winners come with their own issues. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <section className="shell-page" aria-labelledby="home-title">
      <h1 id="home-title">{t('home.title')}</h1>
      <p>{t('home.intro')}</p>
    </section>
  );
}
