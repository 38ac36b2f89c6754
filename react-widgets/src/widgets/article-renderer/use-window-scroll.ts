import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Calls `update` now, whenever the window scrolls or resizes, and again when `key` changes,
 * until unmounted. The latest `update` is called, so it may close over fresh values; `null`
 * listens to nothing.
 */
export function useWindowScroll(update: (() => void) | null, key: string): void {
  const latest = useRef(update);
  useLayoutEffect(() => {
    latest.current = update;
  });
  const enabled = update !== null;
  useEffect(() => {
    if (!enabled) return;
    const run = () => latest.current?.();
    run();
    window.addEventListener('scroll', run, { passive: true });
    window.addEventListener('resize', run);
    return () => {
      window.removeEventListener('scroll', run);
      window.removeEventListener('resize', run);
    };
  }, [enabled, key]);
}
