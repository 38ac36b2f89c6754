import { useState } from 'react';
import { useWindowScroll } from './use-window-scroll';

/** The id of the heading the reader is in: the last one whose top has passed under the header. */
export function useScrollSpy(ids: string[], offset = 96): string | null {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const key = ids.join('|');
  useWindowScroll(
    ids.length === 0
      ? null
      : () => {
          const elements = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
          let current = elements[0]?.id ?? null;
          for (const el of elements) {
            if (el.getBoundingClientRect().top - offset <= 0) current = el.id;
          }
          setActive(current);
        },
    `${key}@${offset}`,
  );
  return active;
}
