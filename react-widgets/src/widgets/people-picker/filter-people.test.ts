import { filterPeople } from './filter-people';

const items = [
  { value: 'group;sales', title: 'Sales', props: { subtitle: 'Projects and quotes' } },
  { value: 'group;press', title: 'Stampa', props: { subtitle: 'Interviste e comunicati' } },
  { value: 'user;ada', title: 'Adà Rossi', props: { subtitle: 'Ufficio legale' } },
];

describe('filterPeople', () => {
  it('returns every entry for an empty query', () => {
    expect(filterPeople(items, '  ')).toEqual(items);
  });

  it('matches titles and subtitles without regard to case or accents', () => {
    expect(filterPeople(items, 'STAMPA').map((i) => i.value)).toEqual(['group;press']);
    expect(filterPeople(items, 'ada legale').map((i) => i.value)).toEqual(['user;ada']);
    expect(filterPeople(items, 'quotes').map((i) => i.value)).toEqual(['group;sales']);
  });

  it('returns nothing when a word matches no entry', () => {
    expect(filterPeople(items, 'sales marketing')).toEqual([]);
  });
});
