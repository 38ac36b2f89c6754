import { useEffect } from 'react';

/** Colours the article's code blocks; loads the highlighter only when there is code. */
export function useCodeHighlighting(articleId: string): void {
  useEffect(() => {
    const blocks = document.querySelectorAll<HTMLElement>(`#${articleId} pre code[class*="language-"]`);
    if (blocks.length === 0) return;
    let cancelled = false;
    void import('./highlighter').then(({ highlight }) => {
      if (!cancelled) blocks.forEach(highlight);
    });
    return () => {
      cancelled = true;
    };
  }, [articleId]);
}
