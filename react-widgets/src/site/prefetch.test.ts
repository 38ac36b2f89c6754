import { mayPrefetch, prefetchable, prefetchQueue } from './prefetch';

const here = new URL('https://site.test/en/about?x=1') as unknown as Location;

describe('mayPrefetch', () => {
  it('holds back on slow-2g and when the visitor saves data', () => {
    expect(mayPrefetch(undefined)).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('prefetchable', () => {
  it('keeps same-origin pages other than this one, without their fragment', () => {
    expect(prefetchable('/en/blog#top', here)?.href).toBe('https://site.test/en/blog');
    expect(prefetchable('https://other.test/en', here)).toBeNull();
    expect(prefetchable('/en/about?x=1', here)).toBeNull();
    expect(prefetchable('/favicon.svg', here)).toBeNull();
    expect(prefetchable('/api/chat', here)).toBeNull();
  });
});

describe('prefetchQueue', () => {
  it('runs at most the limit at once and each URL once', async () => {
    const resolvers: Array<() => void> = [];
    const started: string[] = [];
    const queue = prefetchQueue(4, (url) => {
      started.push(url);
      return new Promise<void>((resolve) => resolvers.push(resolve));
    });
    for (let i = 0; i < 6; i++) queue.add(`/p${i}`);
    queue.add('/p0');
    expect(started).toEqual(['/p0', '/p1', '/p2', '/p3']);
    expect(queue.running).toBe(4);
    resolvers[0]();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(['/p0', '/p1', '/p2', '/p3', '/p4']);
  });
});
