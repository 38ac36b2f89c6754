export const CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Asks the server which build it runs; null when it cannot tell. */
export async function latestBuild(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher(`/builds/latest.json?${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const id = (body as { id?: unknown })?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/**
 * Hourly and whenever the tab comes back, compares the server's build with the page's and calls
 * `onNewBuild` once when they differ.
 */
export function watchDeployments(onNewBuild: () => void): void {
  const current = document.documentElement.dataset.build;
  if (!current) return;
  let announced = false;
  const check = async () => {
    if (announced) return;
    const latest = await latestBuild();
    if (latest && latest !== current) {
      announced = true;
      onNewBuild();
    }
  };
  window.setInterval(check, CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
  window.addEventListener('focus', () => void check());
}

/** Fills the layout's live region with its localized "new version" message. */
export function announceNewVersion(): void {
  const region = document.getElementById('update-notice');
  if (!region) return;
  region.textContent = region.dataset.message ?? '';
  region.hidden = false;
}
