import { GroupPage } from '../../features/shell/group-page';

/** The AccountGame screen group (§2), loaded on demand. */
export default function AccountGame() {
  return <GroupPage title="pages.account_game" />;
}
