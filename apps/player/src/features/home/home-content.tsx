/**
 * §2 Home below its heading: a visitor's welcome, banner carousel, notice marquee, game sections, winner board and the
 * announcement popups. Loaded lazily by HomePage: none of it is part of the first paint.
 */
import { useAnnouncementsQuery } from '@gaming/api/announcements';
import { Suspense, lazy } from 'react';
import { useAppSelector } from '../../app/store';
import { useIdle } from '../../lib/use-idle';
import { useSession } from '../../session/use-session';
import { HomeBanner } from './home-banner';
import { HomeNotices } from './home-notices';
import { HomeSections } from './home-sections';
import { HomeWelcome } from './home-welcome';
import { HomeWinners } from './home-winners';
import './home.css';

// With the HTML sanitiser: a chunk of its own, after the first screen.
const AnnouncementPopups = lazy(() =>
  import('./announcement-popups').then((module) => ({ default: module.AnnouncementPopups })),
);

export default function HomeContent() {
  const language = useAppSelector((state) => state.apiContext.language);
  const { role } = useSession();
  // The language is an argument so that changing it fetches the announcements again (§4).
  const { data: announcements } = useAnnouncementsQuery({ language });
  // The marquee (its box is kept meanwhile), the winner board and the popups wait for the first
  // quiet moment: the banner and the game sections come first.
  const idle = useIdle();
  return (
    <div className="home">
      {/* §2 order: the banner first (the boot frame painted it there), then a visitor's welcome. */}
      <HomeBanner />
      {role === 'visitor' ? <HomeWelcome /> : null}
      <HomeNotices announcements={idle ? announcements : undefined} />
      <HomeSections />
      {idle ? <HomeWinners /> : null}
      {idle ? (
        <Suspense fallback={null}>
          <AnnouncementPopups
            popups={announcements?.popup.list ?? []}
            loggedIn={role !== 'visitor'}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
