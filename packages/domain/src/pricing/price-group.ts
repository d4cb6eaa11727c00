import { calendarMessages } from '../messages.ts';
import { stayDays } from '../stay.ts';
import { priceDiscounts } from './discounts.ts';
import { PricingError, withFieldPrefix } from './errors.ts';
import { priceFood } from './meals.ts';
import { formatMoney } from './money.ts';
import { summarizePayments } from './payments.ts';
import { priceRoom, refusePromoCode, roomResult } from './price-booking.ts';
import { priceServices } from './services.ts';
import type { GroupItemResult, GroupPriceResult, PriceGroupInput } from './types.ts';

/**
 * A group booking: each room priced alone (accommodation and its own meals), then the group's shared
 * meals and services, discounts on the group's subtotal, and payments against the group's total.
 * Items carry no services, discounts or payments, so an item's duty is simply its total.
 */
export function priceGroup(input: PriceGroupInput): GroupPriceResult {
  refusePromoCode(input.promo_code);
  if (input.rooms.length === 0) throw new PricingError(calendarMessages.chooseRoom, 'rooms');
  const rooms = input.rooms.map((r, i) => withFieldPrefix(`rooms.${i}`, () => priceRoom(r)));
  const items = rooms.map((room, i): GroupItemResult => {
    const id = input.rooms[i]!.id;
    return {
      ...(id === undefined ? {} : { id }),
      ...roomResult(room, { list: [], total: 0 }, { list: [], total: 0 }, []),
    };
  });
  // Rooms may have their own dates; a per-day group service runs over the group's whole span.
  const days = stayDays(
    Math.min(...input.rooms.map((r) => r.check_in)),
    Math.max(...input.rooms.map((r) => r.check_out)),
  );
  const food = priceFood(input.food ?? []);
  const services = priceServices(input.services ?? [], days, input.rooms.length);
  const sum = (pick: (r: (typeof rooms)[number]) => number) => rooms.reduce((s, r) => s + pick(r), 0);
  const accommodation = sum((r) => r.accommodation);
  const foodTotal = sum((r) => r.food.total) + food.total;
  const subtotal = accommodation + foodTotal + services.total;
  const discounts = priceDiscounts(input.discounts ?? [], subtotal);
  const total = subtotal - discounts.total;
  return {
    items,
    days,
    services: services.list,
    food_list: food.list,
    accommodation: formatMoney(accommodation),
    advance_booking: formatMoney(sum((r) => r.food.advance) + food.advance),
    food_total: formatMoney(foodTotal),
    services_total: formatMoney(services.total),
    subtotal: formatMoney(subtotal),
    discount: formatMoney(discounts.total),
    discount_list: discounts.list,
    total: formatMoney(total),
    ...summarizePayments(input.payments ?? [], total),
  };
}
