import { useMemberInfoQuery } from '@gaming/api/member';
import { isTrialType } from '@gaming/domain/roles';
import { Suspense, lazy } from 'react';
import { useAppSelector } from './store';

// The socket client, the toast and the member texts load after sign-in: not in the first paint.
const LiveNotices = lazy(() => import('../features/live-notices/live-notices'));

/** Live notices while a real member (not a trial) is signed in; gone at logout. */
export function LiveNoticesGate() {
  const token = useAppSelector((state) => state.apiContext.token);
  const { data: member } = useMemberInfoQuery(undefined, { skip: !token });
  if (!token || !member || isTrialType(member.isAgent)) return null;
  return (
    <Suspense fallback={null}>
      <LiveNotices token={token} />
    </Suspense>
  );
}
