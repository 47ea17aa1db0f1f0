import { GroupPage } from '../../features/shell/group-page';

/** The Lottery screen group (§2), loaded on demand. */
export default function Lottery() {
  return <GroupPage title="pages.lottery" />;
}
