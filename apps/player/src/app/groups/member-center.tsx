import { GroupPage } from '../../features/shell/group-page';

/** The MemberCenter screen group (§2), loaded on demand. */
export default function MemberCenter() {
  return <GroupPage title="pages.member_centre" />;
}
