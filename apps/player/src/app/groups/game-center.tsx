import { GroupPage } from '../../features/shell/group-page';

/** The GameCenter screen group (§2), loaded on demand. */
export default function GameCenter() {
  return <GroupPage title="pages.game_centre" />;
}
