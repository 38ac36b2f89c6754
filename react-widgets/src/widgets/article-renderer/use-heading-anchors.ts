import { useEffect } from 'react';
import { scrollToElement } from './smooth-scroll';

const HEADER_OFFSET = 80;

/**
 * Adds a "#" link to each heading of the article and makes in-page links (in the article and
 * the table of contents) scroll smoothly in 300 ms. The links sit in the heading's margin, so
 * adding them moves nothing.
 */
export function useHeadingAnchors(articleId: string, ids: string[], anchorLabel: string): void {
  const key = ids.join('|');
  useEffect(() => {
    const added: HTMLAnchorElement[] = [];
    for (const id of key ? key.split('|') : []) {
      const heading = document.getElementById(id);
      if (!heading || heading.querySelector('.heading-anchor')) continue;
      const link = document.createElement('a');
      link.className = 'heading-anchor';
      link.href = `#${id}`;
      link.setAttribute('aria-label', `${anchorLabel}: ${heading.textContent ?? ''}`);
      link.textContent = '#';
      heading.prepend(link);
      added.push(link);
    }
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]') as HTMLAnchorElement | null;
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
      if (!target || !(document.getElementById(articleId)?.contains(target))) return;
      event.preventDefault();
      history.pushState(null, '', link.hash);
      scrollToElement(target, HEADER_OFFSET);
      target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      added.forEach((link) => link.remove());
    };
  }, [articleId, key, anchorLabel]);
}
