import { describe, expect, it } from 'vitest';
import {
  checkLeisureSale,
  counterState,
  leisureBookingCreateSchema,
  leisureCalendarQuerySchema,
  leisureDay,
  leisureDayState,
  leisureMessages,
  leisureOrderDuty,
  leisureTariffSchema,
  leisureTicketStatus,
  placesByTariff,
  restock,
  saleTotals,
  stockAfterSale,
  tariffSoldOn,
} from './leisure.ts';
import { messages } from './messages.ts';

describe('stockAfterSale: a sale fits the places left or is refused with them', () => {
  it.each([
    [5, 5, true, 0],
    [5, 1, true, 4],
    [5, 6, false, 5],
    [0, 1, false, 0],
    [10, 0, true, 10],
  ])('empty %i, selling %i → ok %s, left %i', (empty, quantity, ok, left) => {
    expect(stockAfterSale(empty, quantity)).toEqual({ ok, left });
  });
});

describe('restock: a day keeps what it sold when the tariff’s stock changes', () => {
  it.each([
    [{ total: 10, empty: 4 }, 12, { total: 12, empty: 6 }],
    [{ total: 10, empty: 4 }, 6, { total: 6, empty: 0 }],
    [{ total: 10, empty: 4 }, 5, null],
    [{ total: 10, empty: 10 }, 1, { total: 1, empty: 1 }],
  ])('%o to %i', (day, total, expected) => {
    expect(restock(day, total)).toEqual(expected);
  });
});

describe('counterState: plus stops at the places left, minus at zero', () => {
  it.each([
    [[0, 0], 3, false, [true, true]],
    [[2, 1], 3, true, [false, false]],
    [[1, 0], 3, false, [false, true]],
    [[0, 0], 0, true, [true, true]],
  ])('counts %o of %i left → plus disabled %s', (counts, left, plus, minus) => {
    const s = counterState(counts, left);
    expect(s.plusDisabled).toBe(plus);
    expect(s.minusDisabled).toEqual(minus);
  });
});

describe('tariffSoldOn: its weekday and month both chosen', () => {
  const all = { weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'], months: ['dec'] };
  it.each([
    // 2026-12-06 is a Sunday ('san'), 2026-12-07 a Monday, 2026-10-05 a Monday of October ('okt').
    [all, '2026-12-06', true],
    [{ ...all, weekdays: ['sat'] }, '2026-12-06', false],
    [{ ...all, weekdays: ['san'] }, '2026-12-06', true],
    [{ weekdays: ['mon'], months: ['okt'] }, '2026-10-05', true],
    [{ weekdays: ['mon'], months: ['okt'] }, '2026-12-07', false],
  ])('%o on %s → %s', (t, day, sold) => {
    expect(tariffSoldOn(t, day)).toBe(sold);
  });
});

describe('leisureDay: the places of the tariffs sold that day, summed', () => {
  // 2026-11-30 is a Monday; 2026-12-06 a Sunday.
  const everyDay = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'san'];
  const morning = { id: 1, stockNumber: 10, weekdays: everyDay, months: ['nov', 'dec'] };
  const weekend = { id: 2, stockNumber: 4, weekdays: ['sat', 'san'], months: ['dec'] };
  const rows = new Map([[1, { id: 71, total: 10, empty: 3 }]]);
  it.each([
    ['a weekday: only the morning, as sold', '2026-11-30', [morning, weekend], rows, 71, 10, 3],
    ['a Sunday: both, the weekend one still all free', '2026-12-06', [morning, weekend], rows, 71, 14, 7],
    [
      'no sale yet: the places a day, no stock row',
      '2026-12-06',
      [weekend, morning],
      new Map(),
      null,
      14,
      14,
    ],
    ['a month neither sells: closed', '2027-01-04', [morning, weekend], rows, null, 0, 0],
  ] as const)('%s', (_, day, tariffs, stock, stockId, total, empty) => {
    expect(leisureDay(day, tariffs, (id) => stock.get(id))).toEqual({ day, stock_id: stockId, total, empty });
  });
});

describe('leisureCalendarQuerySchema: a month grid at most', () => {
  it.each([
    ['2026-11-30', '2027-01-10', true],
    ['2026-11-30', '2027-01-30', true],
    ['2026-11-30', '2027-01-31', false],
    ['2026-12-02', '2026-12-01', false],
    ['2026-12-01', '2026-12-01', true],
  ])('%s … %s: %s', (start, end, ok) => {
    expect(leisureCalendarQuerySchema.safeParse({ start, end }).success).toBe(ok);
  });
});

describe('leisureOrderDuty', () => {
  it.each([
    ['book', '10000.00', '0.00', '10000.00'],
    ['reserved', '10000.00', '4000.00', '6000.00'],
    ['book', '10000.00', '12000.00', '0.00'],
    ['canceled', '10000.00', '4000.00', '0.00'],
    ['stock', '10000.00', '0.00', '0.00'],
  ] as const)('%s %s paid %s owes %s', (status, amount, paid, duty) => {
    expect(leisureOrderDuty(status, amount, paid)).toBe(duty);
  });
});

describe('leisureTicketStatus: the ticket says whether the order is paid', () => {
  it.each([
    ['book', '10000.00', '10000.00', 'Продан, оплачен'],
    ['book', '10000.00', '12000.00', 'Продан, оплачен'],
    ['book', '10000.00', '5000.00', 'Продан, оплачен частично'],
    ['book', '10000.00', '0.00', 'Продан, не оплачен'],
    ['book', '0.00', '0.00', 'Продан, оплачен'],
    ['reserved', '10000.00', '0.00', 'Бронь, не оплачена'],
    ['reserved', '10000.00', '3000.00', 'Бронь, оплачена частично'],
    ['reserved', '10000.00', '10000.00', 'Бронь, оплачена'],
    ['canceled', '10000.00', '5000.00', 'Отменён'],
    ['stock', '10000.00', '0.00', 'Сток'],
  ] as const)('%s %s paid %s → %s', (status, amount, paid, line) => {
    expect(leisureTicketStatus(status, amount, paid)).toBe(line);
  });
});

describe('leisureDayState', () => {
  it.each([
    [0, 0, 'closed'],
    [10, 0, 'sold_out'],
    [10, 4, 'limited'],
    [10, 5, 'available'],
    [10, 10, 'available'],
  ])('total %i, empty %i → %s', (total, empty, state) => {
    expect(leisureDayState(total, empty)).toBe(state);
  });
});

describe('saleTotals and placesByTariff', () => {
  it('drops untouched counters, sums exactly and orders the tariffs', () => {
    const lines = [
      { tariffId: 7, price: '5000.00', quantity: 2 },
      { tariffId: 7, price: '3000.50', quantity: 0 },
      { tariffId: 3, price: '0.10', quantity: 3 },
    ];
    expect(saleTotals(lines)).toEqual({
      lines: [
        { tariffId: 7, price: '5000.00', quantity: 2, amount: '10000.00' },
        { tariffId: 3, price: '0.10', quantity: 3, amount: '0.30' },
      ],
      quantity: 5,
      amount: '10000.30',
    });
    expect(placesByTariff([...lines, { tariffId: 3, quantity: 1, price: '1' }])).toEqual([
      { tariffId: 3, quantity: 4 },
      { tariffId: 7, quantity: 2 },
    ]);
  });
});

describe('checkLeisureSale', () => {
  const base = {
    status: 'book' as const,
    day: '2026-12-10',
    today: '2026-12-10',
    quantity: 2,
    client: { first_name: 'Айгуль', phone_number: '+7 701 000 00 00' },
    requiredFields: [],
  };
  it.each([
    ['a sale today with a client', {}, null],
    ['a past day', { day: '2026-12-09' }, { message: leisureMessages.pastDay, field: 'check_in' }],
    ['nothing chosen', { quantity: 0 }, { message: leisureMessages.chooseQuantity, field: 'prices' }],
    ['stock needs no client', { status: 'stock', client: null }, null],
    ['a sale needs a client', { client: null }, { message: leisureMessages.clientNeeded, field: 'client' }],
    [
      'default required: phone',
      { client: { first_name: 'Айгуль' } },
      { message: messages.required, field: 'client.phone_number' },
    ],
    [
      "the company's list replaces the default",
      { client: { first_name: 'Айгуль' }, requiredFields: ['first_name'] },
      null,
    ],
    [
      "the company's list: e-mail",
      { status: 'reserved', requiredFields: ['email'] },
      { message: messages.required, field: 'client.email' },
    ],
  ] as const)('%s', (_, over, refusal) => {
    expect(checkLeisureSale({ ...base, ...over } as Parameters<typeof checkLeisureSale>[0])).toEqual(refusal);
  });
});

describe('schemas', () => {
  const tariff = {
    category: 1,
    enum: 'Утренний сеанс',
    stock_number: 20,
    start_time: '10:00',
    end_time: '12:00',
    weekdays: ['mon', 'san'],
    months: ['jan', 'okt'],
    price_list: [{ name: 'Взрослый', price: 5000 }],
  };
  it('reads a tariff with the specification’s keys', () => {
    const t = leisureTariffSchema.parse(tariff);
    expect(t.price_list[0]!.price).toBe('5000.00');
    expect(t.is_active).toBe(true);
  });
  it.each([
    [{ weekdays: ['sun'] }, 'weekdays'],
    [{ months: ['oct'] }, 'months'],
    [{ months: [] }, 'months'],
    [{ price_list: [] }, 'price_list'],
    [{ end_time: '09:00' }, 'end_time'],
    [{ stock_number: 0 }, 'stock_number'],
  ])('refuses %o', (over, field) => {
    const r = leisureTariffSchema.safeParse({ ...tariff, ...over });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path[0]).toBe(field);
  });
  it.each([
    [{ quantity: -1 }, false],
    [{ quantity: 1.5 }, false],
    [{ quantity: 0 }, true],
    [{ quantity: '3' }, true],
  ])('a price line %o → %s', (line, ok) => {
    const r = leisureBookingCreateSchema.safeParse({
      booking_status: 'stock',
      category: 1,
      check_in: '2026-12-10',
      prices: [{ price: 1, ...line }],
    });
    expect(r.success).toBe(ok);
  });
});
