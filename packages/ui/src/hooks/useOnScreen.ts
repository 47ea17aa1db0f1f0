import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Whether the element is on screen (or within `margin` of it). Animations use it to stand still
 * while nobody can see them: a board scrolling far below the fold would cost a cheap phone a layout
 * and a paint every frame. True where IntersectionObserver does not exist (nothing to save there).
 */
export function useOnScreen(ref: RefObject<Element | null>, margin = '0px'): boolean {
  const [onScreen, setOnScreen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries.at(-1);
        if (last) setOnScreen(last.isIntersecting);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin]);
  return onScreen;
}
