import type { PeopleStackItem } from './schema';

/** Lower case without accents, so "stampa" finds "Stampa" and "ufficio" finds "Uffìcio". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

/** Entries whose title or subtitle contains every word of the query, in their original order. */
export function filterPeople(items: PeopleStackItem[], query: string): PeopleStackItem[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return items;
  return items.filter((item) => {
    const haystack = fold(`${item.title} ${item.props.subtitle}`);
    return words.every((word) => haystack.includes(word));
  });
}
