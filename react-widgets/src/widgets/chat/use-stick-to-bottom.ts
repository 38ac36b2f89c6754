import { useCallback, useEffect, useRef } from 'react';

/** How close to the bottom (px) still counts as reading the end. */
const SLACK = 48;

/**
 * Keeps a scrolling element at its bottom as content grows, unless the reader scrolled up to
 * read something earlier; scrolling back down resumes following. `follow()` jumps to the end
 * (after the visitor sends a question).
 */
export function useStickToBottom<T extends HTMLElement>(content: unknown) {
  const ref = useRef<T>(null);
  const pinned = useRef(true);

  const onScroll = useCallback(() => {
    const el = ref.current;
    if (el) pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight <= SLACK;
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (el && pinned.current) el.scrollTop = el.scrollHeight;
  }, [content]);

  const follow = useCallback(() => {
    pinned.current = true;
    // After the new messages render: the end of the log, and the question just asked at the
    // top of the screen, its answer flowing in below (on phones the page itself scrolls).
    requestAnimationFrame(() => {
      const el = ref.current;
      if (!el) return;
      el.scrollTop = el.scrollHeight;
      el.querySelector('.chat-messages > li:nth-last-child(2)')?.scrollIntoView({ block: 'start' });
    });
  }, []);

  return { ref, onScroll, follow };
}
