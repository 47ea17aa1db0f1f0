import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { landsOnHome } from '../../config/paths';
import { BannerSlot } from '../../lib/banner-slot';
import { useSession } from '../../session/use-session';

const loadHomeContent = () => import('./home-content');
const HomeContent = lazy(loadHomeContent);

// Home is where most visits land: fetch its code alongside the permission call, not after it.
// Kept, so whoever loaded this module can wait for the fetch to settle (a test file, before its
// environment is torn down under a load still in flight).
export const homeContentPrefetch: Promise<unknown> | null = landsOnHome(window.location.pathname)
  ? loadHomeContent()
  : null;

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
      {/* A full screen while the code loads, so the footer never shows first and then jumps; the
          banner's box where the banner will be (the boot frame showed it there). */}
      <Suspense
        fallback={
          <div style={{ minHeight: '100vh' }}>
            <BannerSlot />
          </div>
        }
      >
        <HomeContent />
      </Suspense>
    </section>
  );
}
