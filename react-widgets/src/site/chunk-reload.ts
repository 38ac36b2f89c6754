import { isCrawler } from './is-crawler';

export const RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = 'chunk-reload:';

/**
 * Whether a failed chunk load on `path` may reload the page: once per path within the guard
 * window, so a deployment that removed old chunks heals itself but a broken one cannot loop.
 */
export function claimReload(storage: Pick<Storage, 'getItem' | 'setItem'>, path: string, now: number): boolean {
  const key = KEY_PREFIX + path;
  const last = Number(storage.getItem(key) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  return true;
}

function isChunkFailure(reason: unknown): boolean {
  const text = String((reason as Error)?.message ?? reason);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|WebAssembly|Failed to fetch/i.test(text);
}

/** Reloads once when the wasm, a script or a widget chunk fails to load. */
export function guardChunkReloads(): void {
  if (isCrawler(navigator.userAgent)) return;
  const reload = () => {
    if (claimReload(sessionStorage, window.location.pathname, Date.now())) window.location.reload();
  };
  window.addEventListener('widget-load-error', reload);
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkFailure(event.reason)) reload();
  });
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === 'SCRIPT' || (target.tagName === 'LINK' && (target as HTMLLinkElement).rel === 'modulepreload'))) reload();
    },
    true,
  );
}
