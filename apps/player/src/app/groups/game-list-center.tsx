import { GroupPage } from '../../features/shell/group-page';

/** The GameListCenter screen group (§2), loaded on demand. */
export default function GameListCenter() {
  return <GroupPage title="pages.game_list_centre" />;
}
