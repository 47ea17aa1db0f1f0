import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useSession } from './use-session';

const loadHomeContent = () => import('../home/home-content');
const HomeContent = lazy(loadHomeContent);

// Home is where most visits land: fetch its code alongside the permission call, not after it.
const homePaths: readonly string[] = [paths.home.path, ...paths.homeAliases, paths.login.path];
if (homePaths.includes(window.location.pathname)) void loadHomeContent();

/**
 * Home (§2). Part of the first paint, so it stays small: the heading, then a box holding the place of
 * the welcome, banner, notices, game sections and winners while their code loads.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { member } = useSession();
  return (
    <section className="shell-page" aria-labelledby="home-title">
      <h1 id="home-title">
        {member ? t('home.greeting', { name: member.nickname }) : t('home.title')}
      </h1>
      <Suspense fallback={<div style={{ minHeight: '70vh' }} />}>
        <HomeContent />
      </Suspense>
    </section>
  );
}
