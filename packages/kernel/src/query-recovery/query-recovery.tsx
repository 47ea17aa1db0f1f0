import { startQueryRecovery } from '@gaming/api/query-recovery';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';

/**
 * Failed reads come back by themselves while this is mounted (`startQueryRecovery`: every 10 s
 * while a read failed with network link abnormal, at once on online/focus, and after a new
 * sign-in). The apps load it lazily next to their frame: nothing of it is needed for first paint.
 */
export default function QueryRecovery() {
  const dispatch = useDispatch();
  useEffect(() => startQueryRecovery(dispatch), [dispatch]);
  return null;
}
