import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes (a phone turned sideways, a window resized).
 * False where the browser cannot tell (no `matchMedia`), so callers pick their wide layout there.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function')
        return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () =>
    typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia(query).matches
      : false;
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
