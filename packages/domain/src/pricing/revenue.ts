/**
 * Revenue recognition: on which local dates a booking's saved price is earned. The reports group these
 * lines in SQL (table booking_revenue), so a period's revenue is what its nights, meals and services
 * earned, not whole bookings by their arrival date.
 * - accommodation: each night's room price, plus the extras (early/late, extra beds, children without a
 *   place) spread evenly over the nights;
 * - meals: each meal line's total spread over the dates it is served, with its portions;
 * - services: a 'once' service on the first night, a 'day' service spread over the nights;
 * - discounts: taken off evenly over the nights (negative lines).
 * Every spread is in whole tiyn with the leftover on the first dates, so a booking's lines add up to its
 * total exactly (for a group's parent: its own total plus the group's shared meals, services and discounts).
 */
import { formatMoney, parseMoney, spreadTiyn } from './money.ts';
import type { FoodType, PriceResult, ServiceType } from './types.ts';

export const revenueKinds = ['accommodation', 'meals', 'services', 'discounts'] as const;
export type RevenueKind = (typeof revenueKinds)[number];

export interface RevenueLine {
  /** Local date 'YYYY-MM-DD'. */
  date: string;
  kind: RevenueKind;
  amount: string;
  /** Meals lines: the meal and the portions served that date; otherwise null and 0. */
  food_type: FoodType | null;
  adults: number;
  children: number;
  /**
   * Accommodation of a stay with a mid-stay move: the leg (0 for the first room) whose night it is, so
   * the line is counted in that room's category (stay-legs.ts); absent otherwise.
   */
  leg?: number;
}

/** What recognition reads of a priced booking: the engine's result, or the part of it a caller has. */
export type RevenueSource = Pick<PriceResult, 'nights' | 'accommodation' | 'discount'> & {
  food_list: readonly Pick<
    PriceResult['food_list'][number],
    'food_type' | 'adult_count' | 'child_count' | 'dates' | 'total'
  >[];
  services: readonly { service_type: ServiceType; total: string }[];
};

/** The lines a group's parent adds for what the whole group shares. */
export type SharedRevenue = Pick<RevenueSource, 'food_list' | 'services' | 'discount'>;

export function revenueLines(price: RevenueSource, shared?: SharedRevenue): RevenueLine[] {
  const nights = price.nights.map((n) => n.date);
  if (nights.length === 0) return [];
  const byNight = new Map<string, number>();
  const add = (map: Map<string, number>, date: string, tiyn: number): void => {
    map.set(date, (map.get(date) ?? 0) + tiyn);
  };

  // Accommodation: the nights' room prices, and what the extras add, evenly.
  const roomTotal = price.nights.reduce((s, n) => s + parseMoney(n.price), 0);
  const extras = spreadTiyn(parseMoney(price.accommodation) - roomTotal, nights.length);
  const legOf = new Map<string, number>();
  price.nights.forEach((n, i) => {
    add(byNight, n.date, parseMoney(n.price) + (extras[i] ?? 0));
    if (n.leg !== undefined) legOf.set(n.date, n.leg);
  });
  const lines: RevenueLine[] = [...byNight].map(([date, tiyn]) => {
    const leg = legOf.get(date);
    return { ...line(date, 'accommodation', tiyn), ...(leg === undefined ? {} : { leg }) };
  });

  const services = new Map<string, number>();
  const discounts = new Map<string, number>();
  const foods = [...price.food_list, ...(shared?.food_list ?? [])];
  const serviceLines = [...price.services, ...(shared?.services ?? [])];
  const discount = parseMoney(price.discount) + parseMoney(shared?.discount ?? '0');

  for (const s of serviceLines) {
    const total = parseMoney(s.total);
    if (s.service_type === 'once') add(services, nights[0] as string, total);
    else
      spreadTiyn(total, nights.length).forEach((t, i) => {
        add(services, nights[i] as string, t);
      });
  }
  spreadTiyn(-discount, nights.length).forEach((t, i) => {
    add(discounts, nights[i] as string, t);
  });

  for (const f of foods) {
    const parts = spreadTiyn(parseMoney(f.total), Math.max(1, f.dates.length));
    const portions = { food_type: f.food_type, adults: f.adult_count, children: f.child_count };
    f.dates.forEach((date, i) => {
      lines.push({ ...line(date, 'meals', parts[i] ?? 0), ...portions });
    });
  }
  for (const [date, tiyn] of services) if (tiyn !== 0) lines.push(line(date, 'services', tiyn));
  for (const [date, tiyn] of discounts) if (tiyn !== 0) lines.push(line(date, 'discounts', tiyn));
  return lines;
}

function line(date: string, kind: RevenueKind, tiyn: number): RevenueLine {
  return { date, kind, amount: formatMoney(tiyn), food_type: null, adults: 0, children: 0 };
}
