import { Suspense, lazy } from 'react';

// The logout call lives with the login calls (and their challenge solver): loaded when asked for.
const SignOutConfirm = lazy(() => import('./sign-out-confirm'));

/** The sign-out confirmation, loaded the first time it opens. */
export function LazySignOutConfirm({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SignOutConfirm open onClose={onClose} />
    </Suspense>
  );
}
