/**
 * §2 Home below its heading: a visitor's welcome, banner carousel, notice marquee, game sections, winner board and the
 * announcement popups. Loaded lazily by HomePage: none of it is part of the first paint.
 */
import { useAnnouncementsQuery } from '@gaming/api/announcements';
import { useAppSelector } from '../../app/store';
import { useSession } from '../shell/use-session';
import { AnnouncementPopups } from './announcement-popups';
import { HomeBanner } from './home-banner';
import { HomeNotices } from './home-notices';
import { HomeSections } from './home-sections';
import { HomeWelcome } from './home-welcome';
import { HomeWinners } from './home-winners';
import './home.css';

export default function HomeContent() {
  const language = useAppSelector((state) => state.apiContext.language);
  const { role } = useSession();
  // The language is an argument so that changing it fetches the announcements again (§4).
  const { data: announcements } = useAnnouncementsQuery({ language });
  return (
    <div className="home">
      {/* §2 order: the banner first (the boot frame painted it there), then a visitor's welcome. */}
      <HomeBanner />
      {role === 'visitor' ? <HomeWelcome /> : null}
      <HomeNotices announcements={announcements} />
      <HomeSections />
      <HomeWinners />
      <AnnouncementPopups popups={announcements?.popup.list ?? []} loggedIn={role !== 'visitor'} />
    </div>
  );
}
