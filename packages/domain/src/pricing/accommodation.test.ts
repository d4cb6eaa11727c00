import { describe, expect, it } from 'vitest';
import { calendarMessages, messages, pricingMessages } from '../messages.ts';
import { priceBooking } from './price-booking.ts';
import { at, monthRates, refusal, week, weekend, weekRates } from './test-fixtures.ts';
import type { PriceBookingInput } from './types.ts';

describe('room price by weekday and by month', () => {
  it.each<[string, Partial<PriceBookingInput>, string, string[]]>([
    ['a weekend stay takes Friday, Saturday and Sunday prices', {}, '41000.00', ['fri', 'sat', 'san']],
    [
      'one weekday night',
      { check_in: at('2025-01-13', '14:00'), check_out: at('2025-01-14', '12:00') },
      '10000.00',
      ['mon'],
    ],
    [
      'a stay of 70 h 1 s is 3 days from the check-in date',
      { check_in: at('2025-01-10', '14:00'), check_out: at('2025-01-13', '12:00') + 1 },
      '41000.00',
      ['fri', 'sat', 'san'],
    ],
    [
      'a stay crossing a month boundary takes each month its price',
      { rates: monthRates, check_in: at('2025-01-30', '14:00'), check_out: at('2025-02-02', '12:00') },
      '27500.00',
      ['jan', 'jan', 'feb'],
    ],
    [
      'a short stay is still one day',
      { check_in: at('2025-01-11', '10:00'), check_out: at('2025-01-11', '13:00') },
      '15000.00',
      ['sat'],
    ],
  ])('%s', (_, change, price, keys) => {
    const result = priceBooking({ ...weekend, ...change });
    expect(result.price).toBe(price);
    expect(result.days).toBe(keys.length);
    expect(result.nights.map((n) => n.key)).toEqual(keys);
    expect(result.total).toBe(price);
  });

  it('reads the check-in date in the property zone, not in UTC', () => {
    // 20:00 UTC on Friday is 01:00 Saturday in Almaty but 23:00 Friday in Moscow.
    const checkIn = Date.UTC(2025, 0, 10, 20) / 1000;
    const stay = { ...weekend, check_in: checkIn, check_out: checkIn + 3600 };
    expect(priceBooking({ ...stay, time_zone: 'Asia/Almaty' }).nights).toEqual([
      { date: '2025-01-11', key: 'sat', price: '15000.00' },
    ]);
    expect(priceBooking({ ...stay, time_zone: 'Europe/Moscow' }).nights).toEqual([
      { date: '2025-01-10', key: 'fri', price: '12000.00' },
    ]);
  });

  it('prices a missing key or row as 0', () => {
    const rates = { ...weekRates, rows: { base: { fri: '12000.00' } } };
    expect(priceBooking({ ...weekend, rates }).price).toBe('12000.00');
    expect(priceBooking({ ...weekend, rates: { ...weekRates, rows: {} } }).total).toBe('0.00');
  });
});

describe('single occupancy', () => {
  const withSingle = { ...weekRates, rows: { ...weekRates.rows, single: week('8000.00') } };
  const weekdaysOnly = {
    ...weekRates,
    rows: { ...weekRates.rows, single: { mon: '8000.00', fri: '8000.00' } },
  };
  it.each([
    ['takes the single row', withSingle, true, '24000.00'],
    ['falls back to base without a single row', weekRates, true, '41000.00'],
    ['falls back to base on a day the single row leaves out', weekdaysOnly, true, '37000.00'],
    ['ignores the single row when not single', withSingle, false, '41000.00'],
  ])('%s', (_, rates, isSingle, price) => {
    expect(priceBooking({ ...weekend, rates, is_single: isSingle }).price).toBe(price);
  });
});

describe('extra beds, children without a place, early and late', () => {
  it.each<[string, Partial<PriceBookingInput>, Record<string, string>]>([
    [
      'extra adult and child per day',
      { has_additional: true, adult_count: 1, child_count: 1 },
      { adult_price: '9000.00', child_price: '6000.00', accommodation: '56000.00' },
    ],
    [
      'extra guests are not charged without the extra-bed switch',
      { has_additional: false, adult_count: 2, child_count: 3 },
      { adult_price: '0.00', child_price: '0.00', total: '41000.00' },
    ],
    [
      'children without a place per day',
      { child_without_place: 2 },
      { child_without_place: '6000.00', total: '47000.00' },
    ],
    ['early check-in once', { is_early: true }, { early_check_in: '5000.00', total: '46000.00' }],
    ['late check-out once', { is_late: true }, { late_check_out: '4000.00', total: '45000.00' }],
    [
      'both early and late',
      { is_early: true, is_late: true },
      { early_check_in: '5000.00', late_check_out: '4000.00', total: '50000.00' },
    ],
    [
      'an extra adult by month',
      {
        rates: monthRates,
        check_in: at('2025-01-31', '14:00'),
        check_out: at('2025-02-02', '12:00'),
        has_additional: true,
        adult_count: 1,
      },
      { price: '18500.00', adult_price: '4500.00', total: '23000.00' },
    ],
  ])('%s', (_, change, expected) => {
    expect(priceBooking({ ...weekend, ...change })).toMatchObject(expected);
  });
});

describe('calculation types', () => {
  const everything: Partial<PriceBookingInput> = {
    has_additional: true,
    adult_count: 1,
    child_count: 1,
    child_without_place: 1,
    is_early: true,
    is_late: true,
  };
  it.each<[string, Partial<PriceBookingInput>, Record<string, string>]>([
    [
      'tariff charges every line and ignores a custom price',
      { calculation_type: 'tariff', custom_price: '1.00' },
      { price: '41000.00', adult_price: '9000.00', child_price: '6000.00', child_without_place: '3000.00' },
    ],
    [
      'fixed replaces the room price per day and keeps the rest from the tariff',
      { calculation_type: 'fixed', custom_price: '20000.00' },
      {
        price: '60000.00',
        adult_price: '9000.00',
        child_price: '6000.00',
        child_without_place: '3000.00',
        early_check_in: '5000.00',
        late_check_out: '4000.00',
        total: '87000.00',
      },
    ],
    [
      'fixed replaces the single price too',
      { calculation_type: 'fixed', custom_price: '20000.00', is_single: true },
      { price: '60000.00' },
    ],
    [
      'full is the whole accommodation; every other accommodation line is 0',
      { calculation_type: 'full', custom_price: '50000.00' },
      {
        price: '50000.00',
        adult_price: '0.00',
        child_price: '0.00',
        child_without_place: '0.00',
        early_check_in: '0.00',
        late_check_out: '0.00',
        accommodation: '50000.00',
        total: '50000.00',
      },
    ],
    [
      'a custom price of 0 is allowed',
      { calculation_type: 'full', custom_price: 0 },
      { price: '0.00', total: '0.00' },
    ],
  ])('%s', (_, change, expected) => {
    expect(priceBooking({ ...weekend, ...everything, ...change })).toMatchObject(expected);
  });

  it('spreads a full price over the nights in whole tiyn, leftovers first', () => {
    const result = priceBooking({ ...weekend, calculation_type: 'full', custom_price: '50000.00' });
    expect(result.nights.map((n) => n.price)).toEqual(['16666.67', '16666.67', '16666.66']);
  });

  it('shows the fixed price on every night', () => {
    const result = priceBooking({ ...weekend, calculation_type: 'fixed', custom_price: '20000' });
    expect(result.nights.map((n) => n.price)).toEqual(['20000.00', '20000.00', '20000.00']);
  });
});

describe('refused stays', () => {
  it.each<[string, Partial<PriceBookingInput>, string, string]>([
    [
      'more extra guests than extra beds',
      { has_additional: true, adult_count: 1, child_count: 2 },
      pricingMessages.notEnoughPlaces,
      'child_count',
    ],
    [
      'more extra adults than extra beds',
      { has_additional: true, adult_count: 3 },
      pricingMessages.notEnoughPlaces,
      'adult_count',
    ],
    ['negative extra adults', { adult_count: -1 }, messages.negativeNumber, 'adult_count'],
    ['negative extra children', { child_count: -1 }, messages.negativeNumber, 'child_count'],
    [
      'negative children without a place',
      { child_without_place: -1 },
      messages.negativeNumber,
      'child_without_place',
    ],
    ['a fractional guest count', { adult_count: 1.5 }, messages.invalidNumber, 'adult_count'],
    [
      'fixed without a price',
      { calculation_type: 'fixed' },
      pricingMessages.customPriceRequired,
      'custom_price',
    ],
    [
      'full with an empty price',
      { calculation_type: 'full', custom_price: '' },
      pricingMessages.customPriceRequired,
      'custom_price',
    ],
    [
      'a negative custom price',
      { calculation_type: 'fixed', custom_price: '-1' },
      messages.negativeNumber,
      'custom_price',
    ],
    [
      'an unknown calculation type',
      { calculation_type: 'free' as 'tariff' },
      messages.invalidValue,
      'calculation_type',
    ],
    [
      'check-out before check-in',
      { check_out: at('2025-01-09', '12:00') },
      calendarMessages.checkOutBeforeCheckIn,
      'check_out',
    ],
    [
      'a stay longer than the longest period',
      { check_out: at('2026-01-13', '12:00') },
      calendarMessages.periodTooLong,
      'check_out',
    ],
    ['an unknown time zone', { time_zone: 'Mars/Olympus' }, messages.invalidTimeZone, 'time_zone'],
    [
      'a price that is not a number',
      { rates: { ...weekRates, rows: { base: { fri: 'много' } } } },
      messages.invalidNumber,
      'rates.rows.base.fri',
    ],
  ])('%s', (_, change, message, field) => {
    expect(refusal(() => priceBooking({ ...weekend, ...change }))).toEqual({ message, field });
  });
});

describe('an hourly stay is priced by the hour (issue 28, item 7)', () => {
  const hourly = { ...weekRates, hour_price: '2500.00' };
  const stay = (from: string, to: string, over: Partial<PriceBookingInput> = {}): PriceBookingInput => ({
    ...weekend,
    rates: hourly,
    is_time: true,
    check_in: at('2025-01-12', from),
    check_out: at('2025-01-12', to),
    ...over,
  });
  it.each<[string, PriceBookingInput, number, string]>([
    ['four hours at the category’s hour price', stay('10:00', '14:00'), 4, '10000.00'],
    ['one hour', stay('10:00', '11:00'), 1, '2500.00'],
    ['a started hour counts whole', stay('10:00', '12:30'), 3, '7500.00'],
    ['across midnight', { ...stay('22:00', '23:00'), check_out: at('2025-01-13', '02:00') }, 4, '10000.00'],
    [
      'a fixed price is per hour',
      stay('10:00', '14:00', { calculation_type: 'fixed', custom_price: '3000.00' }),
      4,
      '12000.00',
    ],
    [
      'an итоговая цена is the whole stay',
      stay('10:00', '14:00', { calculation_type: 'full', custom_price: '7000.00' }),
      4,
      '7000.00',
    ],
    [
      'early/late and extra beds do not apply',
      stay('10:00', '14:00', { is_early: true, is_late: true, has_additional: true, adult_count: 1 }),
      4,
      '10000.00',
    ],
  ])('%s', (_, input, hours, total) => {
    const result = priceBooking(input);
    expect(result.hours).toBe(hours);
    expect(result.price).toBe(total);
    expect(result.total).toBe(total);
    expect(result.nights).toEqual([{ date: '2025-01-12', key: 'san', price: total }]);
  });

  it('refuses a tariff price when the category sets no hour price', () => {
    expect(refusal(() => priceBooking(stay('10:00', '14:00', { rates: weekRates })))).toEqual({
      message: 'У категории не задана цена часа',
      field: 'rates.hour_price',
    });
  });

  it('leaves a stay by the day as it was: no hours', () => {
    expect(priceBooking(weekend).hours).toBeUndefined();
  });
});

describe('a stay with a mid-stay move prices each night at the room slept in (issue 28, item 3)', () => {
  // Weekend Fri 10 → Mon 13 January; the first room at weekRates, the second at monthRates (9 000 a day).
  const moved = (until: number, change: Partial<PriceBookingInput> = {}) =>
    priceBooking({ ...weekend, rates: monthRates, legs: [{ until, rates: weekRates }], ...change });
  it.each<[string, number, Partial<PriceBookingInput>, string, (number | undefined)[]]>([
    [
      'moved at 15:00 on Saturday: Friday in the first room, Saturday and Sunday in the second',
      at('2025-01-11', '15:00'),
      {},
      '30000.00',
      [0, 1, 1],
    ],
    [
      'moved at 01:00 on Saturday: Friday night is still the first room’s',
      at('2025-01-11', '01:00'),
      {},
      '30000.00',
      [0, 1, 1],
    ],
    [
      'moved at 23:00 on Friday: Friday night is slept in the second room',
      at('2025-01-10', '23:00'),
      {},
      '27000.00',
      [1, 1, 1],
    ],
    ['moved on Sunday morning', at('2025-01-12', '10:00'), {}, '36000.00', [0, 0, 1]],
    [
      'early check-in is the first room’s, late check-out the last one’s',
      at('2025-01-11', '15:00'),
      {
        is_early: true,
        is_late: true,
      },
      '30000.00',
      [0, 1, 1],
    ],
  ])('%s', (_, until, change, price, legs) => {
    const result = moved(until, change);
    expect(result.price).toBe(price);
    expect(result.nights.map((n) => n.leg)).toEqual(legs);
    if (change.is_early) {
      expect(result.early_check_in).toBe('5000.00');
      expect(result.late_check_out).toBe('0.00');
    }
  });

  it('extra beds are priced per night at each room’s rates and must fit every room', () => {
    const result = moved(at('2025-01-11', '15:00'), { has_additional: true, adult_count: 1 });
    // First room 3 000 for Friday; the second room 2 000 (January) for Saturday and Sunday.
    expect(result.adult_price).toBe('7000.00');
    expect(refusal(() => moved(at('2025-01-11', '15:00'), { has_additional: true, adult_count: 2 }))).toEqual(
      {
        message: pricingMessages.notEnoughPlaces,
        field: 'adult_count',
      },
    );
  });

  it('a full price still names each night’s room, so the stay reads per room', () => {
    const result = moved(at('2025-01-11', '15:00'), { calculation_type: 'full', custom_price: '30000.00' });
    expect(result.nights.map((n) => [n.leg, n.price])).toEqual([
      [0, '10000.00'],
      [1, '10000.00'],
      [1, '10000.00'],
    ]);
  });

  it('a stay without moves carries no leg on its nights', () => {
    expect(priceBooking(weekend).nights.every((n) => !('leg' in n))).toBe(true);
  });
});

describe('each night names what its extras cost (issue 29, item 7)', () => {
  it('adults and children on extra places and children without a place, per night, adding up', () => {
    const result = priceBooking({
      ...weekend,
      has_additional: true,
      adult_count: 1,
      child_count: 1,
      child_without_place: 1,
    });
    expect(result.nights.map((n) => [n.adult_price, n.child_price, n.child_without_place])).toEqual([
      ['3000.00', '2000.00', '1000.00'],
      ['3000.00', '2000.00', '1000.00'],
      ['3000.00', '2000.00', '1000.00'],
    ]);
    expect([result.adult_price, result.child_price, result.child_without_place]).toEqual([
      '9000.00',
      '6000.00',
      '3000.00',
    ]);
    expect(priceBooking(weekend).nights.every((n) => n.adult_price === undefined)).toBe(true);
  });
});
