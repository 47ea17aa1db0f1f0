/**
 * Stands in for `use-sync-external-store/with-selector` in the apps' builds and tests. Its one user
 * is React-Redux's `useSelector`, which the apps never call: they and RTK Query's hooks read the
 * store with `useTransitionSelector` (`@gaming/api/base-api`), whose re-renders are transitions
 * (ESLint refuses an import of `useSelector` from react-redux). The real module would be 0.6 KB of
 * the first paint's JavaScript; this one says what to use instead, should anything reach it.
 */
export function useSyncExternalStoreWithSelector() {
  throw new Error('useSelector is off here: use useTransitionSelector (@gaming/api/base-api)');
}
