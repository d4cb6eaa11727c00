import { describe, expect, it } from 'vitest';
import { activeFilterCount, listQuery, nextSort, readFilters, writeFilters } from './listFilters.ts';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('bookings list filters in the URL', () => {
  it('a plain address is the whole list, newest stay first', () => {
    expect(read('')).toEqual({
      tab: 'all',
      status: [],
      start: null,
      end: null,
      check_in_from: null,
      check_in_to: null,
      check_out_from: null,
      check_out_to: null,
      source: null,
      category: null,
      group: null,
      owes: false,
      search: '',
      sort: '-check_in',
    });
    expect(writeFilters(read('')).toString()).toBe('');
  });

  it('reads back every filter it writes, under the API parameter names', () => {
    const query =
      'tab=arrivals&status=booked%2Ccheck_in&start=2026-03-01&end=2026-03-31&check_in_from=2026-03-02' +
      '&check_in_to=2026-03-03&check_out_from=2026-03-04&check_out_to=2026-03-05&source=direct&category=7' +
      '&group_number=41&owes=true&search=%D0%90%D0%B9&sort=-duty';
    const filters = read(query);
    // The group by the number staff see (its parent's booking number), as the API's group_number.
    expect(filters).toMatchObject({
      tab: 'arrivals',
      status: ['booked', 'check_in'],
      source: 'direct',
      group: 41,
    });
    expect(writeFilters(filters).toString()).toBe(query);
    expect(listQuery(filters)).toMatchObject({ tab: 'arrivals', status: 'booked,check_in', search: 'Ай' });
  });

  it('drops what the server would refuse, so an old or mistyped link still opens a list', () => {
    const filters = read(
      'tab=tomorrow&status=new,booked,nonsense,booked&start=2026-02-30&end=31.03.2026&source=-3&category=0' +
        '&group_number=abc&owes=1&sort=price',
    );
    expect(filters).toMatchObject({
      tab: 'all',
      status: [],
      start: null,
      end: null,
      source: null,
      category: null,
      group: null,
      owes: false,
      sort: '-check_in',
    });
  });

  it("sorts each tab its own way unless a sort is chosen, and keeps the tab's own out of the address", () => {
    expect(read('tab=arrivals').sort).toBe('check_in');
    expect(read('tab=debtors').sort).toBe('-duty');
    expect(writeFilters(read('tab=debtors')).toString()).toBe('tab=debtors');
    expect(writeFilters(read('tab=debtors&sort=-check_in')).toString()).toBe('tab=debtors&sort=-check_in');
  });

  it('drops a reversed range end and keeps the rest', () => {
    expect(read('check_in_from=2026-03-05&check_in_to=2026-03-01&category=4')).toMatchObject({
      check_in_from: '2026-03-05',
      check_in_to: null,
      category: 4,
    });
  });

  it('leaves the search out when it is only spaces', () => {
    expect(listQuery({ ...read(''), search: '   ' })).toEqual({});
  });

  it('counts a date range once whichever end is set', () => {
    expect(activeFilterCount(read('start=2026-03-01&check_out_to=2026-03-05&owes=true&tab=debtors'))).toBe(3);
  });

  it('a header click flips its column, a new column starts ascending, money descending', () => {
    expect(nextSort('check_in', 'check_in')).toBe('-check_in');
    expect(nextSort('-check_in', 'check_in')).toBe('check_in');
    expect(nextSort('check_in', 'guest')).toBe('guest');
    expect(nextSort('check_in', 'duty')).toBe('-duty');
    expect(nextSort('-duty', 'duty')).toBe('duty');
  });
});
