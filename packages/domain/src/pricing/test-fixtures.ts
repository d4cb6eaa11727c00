/** Shared test data for the pricing tests: Almaty rates in January and February 2025. */
import { fromLocal } from '../zoned-time.ts';
import { weekdayKeys } from './dates.ts';
import { PricingError } from './errors.ts';
import type { CategoryRates, FoodTariff, PriceBookingInput, PriceTable } from './types.ts';

export const ZONE = 'Asia/Almaty';

/** Unix seconds of a wall-clock date and time in Almaty. */
export const at = (date: string, time: string) => fromLocal(date, time, ZONE);

/** A weekday table from seven prices, Monday first. */
export function week(...prices: string[]): PriceTable {
  return Object.fromEntries(weekdayKeys.map((k, i) => [k, prices[i] ?? prices[0]!]));
}

/** Base 10 000 on weekdays, 12 000 Friday, 15 000 Saturday, 14 000 Sunday; extras flat. */
export const weekRates: CategoryRates = {
  price_type: 'week',
  rows: {
    base: week('10000.00', '10000.00', '10000.00', '10000.00', '12000.00', '15000.00', '14000.00'),
    extra_adult: week('3000.00'),
    extra_child: week('2000.00'),
    child_without_place: week('1000.00'),
  },
  early_check_in: '5000.00',
  late_check_out: '4000.00',
  additional_place: 2,
};

/** January 9 000, February 9 500 a day. */
export const monthRates: CategoryRates = {
  price_type: 'period',
  rows: { base: { jan: '9000.00', feb: '9500.00' }, extra_adult: { jan: '2000.00', feb: '2500.00' } },
  additional_place: 1,
};

/** Friday 10 January 14:00 → Monday 13 January 12:00: 3 days, Fri Sat Sun. */
export const weekend: PriceBookingInput = {
  check_in: at('2025-01-10', '14:00'),
  check_out: at('2025-01-13', '12:00'),
  time_zone: ZONE,
  rates: weekRates,
  calculation_type: 'tariff',
};

/** Breakfast priced by weekday: adults 1 000 on weekdays and 1 500 at the weekend. */
export const breakfastByWeekday: FoodTariff = {
  id: 7,
  name: 'Завтрак',
  food_type: 'breakfast',
  price_type: 'week',
  prices: {
    adult: week('1000.00', '1000.00', '1000.00', '1000.00', '1000.00', '1500.00', '1500.00'),
    children: week('500.00'),
    adult_on_reception: week('1200.00'),
    children_on_reception: week('600.00'),
  },
};

/** Lunch priced by month. */
export const lunchByMonth: FoodTariff = {
  id: 8,
  name: 'Обед',
  food_type: 'lunch',
  price_type: 'period',
  prices: {
    adult: { jan: '2000.00', feb: '2500.00' },
    children: { jan: '1000.00', feb: '1200.00' },
    adult_on_reception: { jan: '2200.00', feb: '2700.00' },
    children_on_reception: { jan: '1100.00', feb: '1300.00' },
  },
};

/** The message and field of the PricingError `fn` throws, to compare with toEqual. */
export function refusal(fn: () => unknown): { message: string; field: string } {
  try {
    fn();
  } catch (err) {
    if (err instanceof PricingError) return { message: err.message, field: err.field };
    throw err;
  }
  throw new Error('expected a PricingError, nothing was thrown');
}
