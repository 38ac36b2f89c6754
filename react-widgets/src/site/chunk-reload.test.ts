import { claimReload, RELOAD_GUARD_MS } from './chunk-reload';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('claimReload', () => {
  it('allows one reload per path within the guard window', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, '/en', 1_000_000)).toBe(true);
    expect(claimReload(storage, '/en', 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimReload(storage, '/en/blog', 1_000_001)).toBe(true);
    expect(claimReload(storage, '/en', 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
  });
});
