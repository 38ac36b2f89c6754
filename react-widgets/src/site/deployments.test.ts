import { announceNewVersion, latestBuild } from './deployments';

describe('latestBuild', () => {
  it('reads the build id the server reports', async () => {
    const fetcher = vi.fn(async (_url: string) => new Response(JSON.stringify({ id: 'b2' }), { status: 200 }));
    expect(await latestBuild(fetcher as unknown as typeof fetch)).toBe('b2');
    expect(String(fetcher.mock.calls[0]?.[0])).toMatch(/^\/builds\/latest\.json\?\d+$/);
  });

  it('answers null when the server fails or answers nonsense', async () => {
    const failing = vi.fn(async () => new Response('', { status: 503 }));
    const nonsense = vi.fn(async () => new Response('[]', { status: 200 }));
    const offline = vi.fn(async () => Promise.reject(new TypeError('offline')));
    for (const fetcher of [failing, nonsense, offline]) {
      expect(await latestBuild(fetcher as unknown as typeof fetch)).toBeNull();
    }
  });
});

describe('announceNewVersion', () => {
  it('writes the localized message into the live region', () => {
    document.body.innerHTML = '<div id="update-notice" role="status" hidden data-message="A new version is available"></div>';
    announceNewVersion();
    const region = document.getElementById('update-notice')!;
    expect(region.hidden).toBe(false);
    expect(region.textContent).toBe('A new version is available');
  });
});
