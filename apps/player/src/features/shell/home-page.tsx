import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useSession } from './use-session';

const loadHomeContent = () => import('../home/home-content');
const HomeContent = lazy(loadHomeContent);

const homePaths: readonly string[] = [paths.home.path, ...paths.homeAliases, paths.login.path];

/** Whether a visit that starts at `pathname` shows home first. */
export function landsOnHome(pathname: string): boolean {
  return homePaths.includes(pathname);
}

// Home is where most visits land: fetch its code alongside the permission call, not after it.
if (landsOnHome(window.location.pathname)) void loadHomeContent();

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
      {/* A full screen while the code loads, so the footer never shows first and then jumps. */}
      <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
        <HomeContent />
      </Suspense>
    </section>
  );
}
