import { useState } from 'react';
import { useWindowScroll } from './use-window-scroll';

/** How much of `element` has been scrolled past, 0 to 100. */
export function readingProgress(rect: { top: number; height: number }, viewportHeight: number): number {
  const scrollable = rect.height - viewportHeight;
  if (scrollable <= 0) return rect.top <= 0 ? 100 : 0;
  return Math.round(Math.min(1, Math.max(0, -rect.top / scrollable)) * 100);
}

export function useReadingProgress(elementId: string): number {
  const [progress, setProgress] = useState(0);
  useWindowScroll(() => {
    const element = document.getElementById(elementId);
    if (element) setProgress(readingProgress(element.getBoundingClientRect(), window.innerHeight));
  }, elementId);
  return progress;
}
