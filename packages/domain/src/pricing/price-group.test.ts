import { describe, expect, it } from 'vitest';
import { calendarMessages, messages, pricingMessages } from '../messages.ts';
import { priceGroup } from './price-group.ts';
import { at, breakfastByWeekday, refusal, weekend } from './test-fixtures.ts';
import type { GroupRoomInput, PriceGroupInput, ServiceInput } from './types.ts';

// Room 11: Fri–Sun, 41 000. Room 12: Sat–Mon, 15 000 + 14 000 + 10 000 = 39 000.
const roomA: GroupRoomInput = { ...weekend, id: 11 };
const roomB: GroupRoomInput = {
  ...weekend,
  id: 12,
  check_in: at('2025-01-11', '14:00'),
  check_out: at('2025-01-14', '12:00'),
};
const sauna: ServiceInput = { id: 1, name: 'Сауна', price: '1500.00', service_type: 'once', quantity: 2 };
const parking: ServiceInput = { id: 2, name: 'Парковка', price: '1000.00', service_type: 'day', quantity: 1 };

describe('priceGroup', () => {
  it('prices each room alone, then shared services, meals, discounts and payments', () => {
    const result = priceGroup({
      rooms: [roomA, roomB],
      // Both rooms take the sauna: 1 500 × 2 × 2 rooms; one room parks over the group's 4 days.
      services: [sauna, { ...parking, rooms: 1 }],
      // One adult's breakfast 11–14 January, in advance: 1 500 + 1 500 + 1 000 + 1 000.
      food: [
        {
          tariff: breakfastByWeekday,
          adult_count: 1,
          child_count: 0,
          start_date: '2025-01-10',
          end_date: '2025-01-14',
          is_advance: true,
        },
      ],
      discounts: [{ id: 1, name: '10%', discount_kind: 'percent', value: '10' }],
      payments: [{ value: '50000', payment_type: 'payment' }],
    });
    expect(result).toMatchObject({
      days: 4,
      accommodation: '80000.00',
      services_total: '10000.00',
      food_total: '5000.00',
      advance_booking: '5000.00',
      subtotal: '95000.00',
      discount: '9500.00',
      total: '85500.00',
      paid_amount: '50000.00',
      withheld: '50000.00',
      duty: '35500.00',
    });
    expect(result.services.map((s) => [s.rooms, s.total])).toEqual([
      [2, '6000.00'],
      [1, '4000.00'],
    ]);
    expect(result.items.map((i) => [i.id, i.days, i.total, i.duty])).toEqual([
      [11, 3, '41000.00', '41000.00'],
      [12, 3, '39000.00', '39000.00'],
    ]);
    expect(result.food_list.map((f) => f.total)).toEqual(['5000.00']);
  });

  it.each<[string, Partial<GroupRoomInput>, Record<string, string>]>([
    [
      'each room keeps its own calculation type',
      { calculation_type: 'full', custom_price: '30000' },
      { total: '71000.00' },
    ],
    ['each room keeps its own extra beds', { has_additional: true, adult_count: 1 }, { total: '89000.00' }],
    [
      'a room’s own meals count in its item and in the group',
      {
        food: [
          {
            tariff: breakfastByWeekday,
            adult_count: 1,
            child_count: 0,
            start_date: '2025-01-11',
            end_date: '2025-01-14',
            is_advance: false,
          },
        ],
      },
      { food_total: '3600.00', advance_booking: '0.00', total: '83600.00' },
    ],
  ])('%s', (_, change, expected) => {
    expect(priceGroup({ rooms: [roomA, { ...roomB, ...change }] })).toMatchObject(expected);
  });

  it.each<[string, ServiceInput, string]>([
    ['a once service defaults to every room', sauna, '6000.00'],
    ['a per-day service runs over the group span', parking, '8000.00'],
    ['a service for no room costs nothing', { ...sauna, rooms: 0 }, '0.00'],
    ['quantity 0 is dropped', { ...sauna, quantity: 0 }, '0.00'],
  ])('%s', (_, service, total) => {
    expect(priceGroup({ rooms: [roomA, roomB], services: [service] }).services_total).toBe(total);
  });

  it('caps a group discount at the group subtotal', () => {
    const result = priceGroup({
      rooms: [roomA, roomB],
      discounts: [{ id: 1, name: 'тг', discount_kind: 'fixed', value: '50000', quantity: 2 }],
    });
    expect(result).toMatchObject({ subtotal: '80000.00', discount: '80000.00', total: '0.00' });
  });

  it.each<[string, PriceGroupInput, string, string]>([
    ['no rooms', { rooms: [] }, calendarMessages.chooseRoom, 'rooms'],
    [
      'a room with too many extra guests',
      { rooms: [roomA, { ...roomB, has_additional: true, adult_count: 3 }] },
      pricingMessages.notEnoughPlaces,
      'rooms.1.adult_count',
    ],
    [
      'a service for more rooms than the group has',
      { rooms: [roomA, roomB], services: [{ ...sauna, rooms: 3 }] },
      messages.invalidValue,
      'services.0.rooms',
    ],
    ['a promo code', { rooms: [roomA], promo_code: 'X' }, pricingMessages.noPromoCodes, 'promo_code'],
  ])('refuses %s', (_, input, message, field) => {
    expect(refusal(() => priceGroup(input))).toEqual({ message, field });
  });
});
