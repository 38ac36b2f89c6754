/** The reference's scroll animation: 300 ms. */
export const SCROLL_DURATION_MS = 300;

/** Ease-in-out: slow start, slow finish. */
export function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/** Scroll position at `elapsed` ms of an animation from `from` to `to`. */
export function scrollPositionAt(from: number, to: number, elapsed: number, duration = SCROLL_DURATION_MS): number {
  const t = Math.min(1, Math.max(0, elapsed / duration));
  return from + (to - from) * easeInOut(t);
}

/** Scrolls the window to `element` in 300 ms, or at once for visitors who prefer less motion. */
export function scrollToElement(element: HTMLElement, offset = 0): void {
  const to = element.getBoundingClientRect().top + window.scrollY - offset;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, to);
    return;
  }
  const from = window.scrollY;
  const start = performance.now();
  const step = (now: number) => {
    window.scrollTo(0, scrollPositionAt(from, to, now - start));
    if (now - start < SCROLL_DURATION_MS) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
