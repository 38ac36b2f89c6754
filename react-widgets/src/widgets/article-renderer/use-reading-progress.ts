import { useEffect, useState } from 'react';

/** How much of `element` has been scrolled past, 0 to 100. */
export function readingProgress(rect: { top: number; height: number }, viewportHeight: number): number {
  const scrollable = rect.height - viewportHeight;
  if (scrollable <= 0) return rect.top <= 0 ? 100 : 0;
  return Math.round(Math.min(1, Math.max(0, -rect.top / scrollable)) * 100);
}

export function useReadingProgress(elementId: string): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const element = document.getElementById(elementId);
    if (!element) return;
    const update = () => setProgress(readingProgress(element.getBoundingClientRect(), window.innerHeight));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [elementId]);
  return progress;
}
