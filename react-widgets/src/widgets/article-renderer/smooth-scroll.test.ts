import { easeInOut, scrollPositionAt, SCROLL_DURATION_MS } from './smooth-scroll';

describe('the 300 ms scroll animation', () => {
  it('starts at the origin, passes the middle halfway and ends on the target', () => {
    expect(SCROLL_DURATION_MS).toBe(300);
    expect(scrollPositionAt(100, 500, 0)).toBe(100);
    expect(scrollPositionAt(100, 500, 150)).toBe(300);
    expect(scrollPositionAt(100, 500, 300)).toBe(500);
    expect(scrollPositionAt(100, 500, 1000)).toBe(500);
  });

  it('eases in and out', () => {
    expect(easeInOut(0.1)).toBeLessThan(0.1);
    expect(easeInOut(0.9)).toBeGreaterThan(0.9);
  });
});
