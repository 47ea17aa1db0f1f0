import { useMemberInfoQuery } from '@gaming/api/member';
import { isTrialType } from '@gaming/domain/roles';
import { Suspense, lazy } from 'react';
import { useAppSelector } from './store';

// The dialog, its file picker and texts load after sign-in: not in the first paint.
const ReceiptConfirmation = lazy(
  () => import('../features/receipt-confirmation/receipt-confirmation'),
);

/** §4 Receipt confirmation while a real member (not a trial) is signed in; gone at logout. */
export function ReceiptConfirmationGate() {
  const token = useAppSelector((state) => state.apiContext.token);
  const { data: member } = useMemberInfoQuery(undefined, { skip: !token });
  if (!token || !member || isTrialType(member.isAgent)) return null;
  return (
    <Suspense fallback={null}>
      {/* A new sign-in starts afresh. */}
      <ReceiptConfirmation key={token} token={token} />
    </Suspense>
  );
}
