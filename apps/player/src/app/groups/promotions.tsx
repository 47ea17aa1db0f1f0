import { GroupPage } from '../../features/shell/group-page';

/** The Promotions screen group (§2), loaded on demand. */
export default function Promotions() {
  return <GroupPage title="pages.promotions" />;
}
