import { GroupPage } from '../../features/shell/group-page';

/** The Seamless screen group (§2), loaded on demand. */
export default function Seamless() {
  return <GroupPage title="pages.seamless" />;
}
