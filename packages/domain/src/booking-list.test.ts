import { describe, expect, it } from 'vitest';
import { bookingListQuerySchema, listedStatuses, tabStatuses } from './booking-list.ts';
import { bookingListMessages, messages } from './messages.ts';

const parse = (q: Record<string, string>) => bookingListQuerySchema.safeParse(q);
const errorOf = (q: Record<string, string>) => {
  const r = parse(q);
  return r.success ? undefined : [r.error.issues[0]?.path.join('.'), r.error.issues[0]?.message];
};

describe('bookingListQuerySchema', () => {
  it('defaults to every listed booking, newest stay first, 50 to a page', () => {
    expect(parse({}).data).toEqual({
      sort: { key: 'check_in', descending: true },
      tab: 'all',
      'page[number]': 1,
      'page[size]': 50,
    });
  });

  it.each([
    ['arrivals', 'check_in', false],
    ['departures', 'check_out', false],
    ['in_house', 'check_out', false],
    ['debtors', 'duty', true],
    ['all', 'check_in', true],
  ])('sorts the %s tab by %s (descending: %s) unless asked otherwise', (tab, key, descending) => {
    expect(parse({ tab }).data?.sort).toEqual({ key, descending });
    expect(parse({ tab, sort: 'id' }).data?.sort).toEqual({ key: 'id', descending: false });
  });

  it('reads the query string as the screen writes it', () => {
    expect(
      parse({
        sort: '-duty',
        tab: 'debtors',
        status: 'booked,check_in,booked',
        source: 'direct',
        category: '3',
        group: '41',
        owes: 'true',
        start: '2026-12-01',
        end: '2026-12-01',
        'page[size]': '200',
      }).data,
    ).toMatchObject({
      sort: { key: 'duty', descending: true },
      status: ['booked', 'check_in'],
      source: 'direct',
      category: 3,
      group: 41,
      owes: true,
      'page[size]': 200,
    });
    expect(parse({ source: '7', status: '' }).data).toMatchObject({ source: 7, status: undefined });
  });

  it.each([
    [{ sort: 'price' }, 'sort', bookingListMessages.invalidSort],
    [{ sort: '--id' }, 'sort', bookingListMessages.invalidSort],
    [{ tab: 'today' }, 'tab', bookingListMessages.invalidTab],
    [{ status: 'booked,new' }, 'status', bookingListMessages.invalidStatus],
    [{ start: '2026-02-30' }, 'start', bookingListMessages.invalidDate],
    [{ end: '2026-13-01' }, 'end', bookingListMessages.invalidDate],
    [{ start: '1999-12-31' }, 'start', bookingListMessages.invalidDate],
    [{ check_in_from: '01.12.2026' }, 'check_in_from', bookingListMessages.invalidDate],
    [{ start: '2026-12-02', end: '2026-12-01' }, 'end', bookingListMessages.datesReversed],
    [
      { check_out_from: '2026-12-02', check_out_to: '2026-11-01' },
      'check_out_to',
      bookingListMessages.datesReversed,
    ],
    [{ source: 'booking.com' }, 'source', bookingListMessages.invalidSource],
    [{ owes: '1' }, 'owes', bookingListMessages.invalidOwes],
    [{ category: '-1' }, 'category', messages.invalidValue],
    [{ 'page[size]': '201' }, 'page[size]', messages.invalidValue],
    [{ search: 'x'.repeat(101) }, 'search', messages.tooLong],
  ])('refuses %j in Russian', (q, field, message) => {
    expect(errorOf(q)).toEqual([field, message]);
  });

  it('lists no drafts on any tab', () => {
    expect(listedStatuses).not.toContain('new');
    for (const statuses of Object.values(tabStatuses)) expect(statuses).not.toContain('new');
  });
});
