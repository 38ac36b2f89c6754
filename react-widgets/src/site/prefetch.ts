/** What `navigator.connection` may tell about the visitor's network. */
export interface ConnectionHints {
  effectiveType?: string;
  saveData?: boolean;
}

export const PREFETCH_DELAY_MS = 1000;
export const PREFETCH_CONCURRENCY = 4;

export function mayPrefetch(connection: ConnectionHints | undefined): boolean {
  return !(connection?.saveData || connection?.effectiveType === 'slow-2g');
}

/** A same-origin page link worth prefetching: not this page, not a file, not a fragment. */
export function prefetchable(href: string, here: Location): URL | null {
  let url: URL;
  try {
    url = new URL(href, here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.startsWith('/api/')) return null;
  url.hash = '';
  return url;
}

/** Runs `load` on each URL once, at most `limit` at a time. */
export function prefetchQueue(limit: number, load: (url: string) => Promise<void>) {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let running = 0;
  const next = () => {
    while (running < limit && waiting.length > 0) {
      const url = waiting.shift()!;
      running += 1;
      load(url)
        .catch(() => {})
        .finally(() => {
          running -= 1;
          next();
        });
    }
  };
  return {
    add(url: string) {
      if (seen.has(url)) return;
      seen.add(url);
      waiting.push(url);
      next();
    },
    get running() {
      return running;
    },
  };
}

function prefetchWithLink(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`prefetch failed: ${url}`));
    document.head.append(link);
  });
}

let stopped = false;

/** After a new deployment, prefetched pages would be the old build's: fetch nothing more. */
export function stopPrefetch(): void {
  stopped = true;
}

/** After a second, prefetches the same-origin pages linked from what is in view. */
export function startPrefetch(): void {
  const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
  if (!mayPrefetch(connection) || !('IntersectionObserver' in window)) return;
  window.setTimeout(() => {
    const queue = prefetchQueue(PREFETCH_CONCURRENCY, prefetchWithLink);
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const url = prefetchable((entry.target as HTMLAnchorElement).href, window.location);
        if (url && !stopped) queue.add(url.href);
      }
    });
    // Links to other applications on this origin (the portal's services) opt out.
    document.querySelectorAll('a[href]:not([data-no-prefetch])').forEach((link) => observer.observe(link));
  }, PREFETCH_DELAY_MS);
}
