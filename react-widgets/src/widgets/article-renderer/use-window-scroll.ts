import { useEffect } from 'react';

/** Calls `update` now and whenever the window scrolls or resizes, until unmounted. */
export function useWindowScroll(update: (() => void) | null, deps: unknown[]): void {
  useEffect(() => {
    if (!update) return;
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, deps);
}
