import { GroupPage } from '../../features/shell/group-page';

/** The PointMall screen group (§2), loaded on demand. */
export default function PointMall() {
  return <GroupPage title="pages.point_mall" />;
}
