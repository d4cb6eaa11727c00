import { type AccommodationTiyn, priceAccommodation } from './accommodation.ts';
import { applyPromoCode, priceDiscounts } from './discounts.ts';
import { priceFood } from './meals.ts';
import { formatMoney } from './money.ts';
import { summarizePayments } from './payments.ts';
import { priceServices } from './services.ts';
import type {
  CalculationType,
  PaymentInput,
  PriceBookingInput,
  PriceResult,
  RoomStayInput,
} from './types.ts';

/** Refuses a promo code when one is given; an empty field is no code. */
export function refusePromoCode(code: string | null | undefined): void {
  if (code?.trim()) applyPromoCode(code);
}

/** One room priced alone, in tiyn: its accommodation lines and its own meals. */
export interface RoomPrice {
  calculationType: CalculationType;
  lines: AccommodationTiyn;
  food: ReturnType<typeof priceFood>;
  /** price + early + late + extra adults + extra children + children without a place. */
  accommodation: number;
  /** accommodation + meals. */
  subtotal: number;
}

export function priceRoom(input: RoomStayInput): RoomPrice {
  const lines = priceAccommodation(input);
  const food = priceFood(input.food ?? []);
  const accommodation =
    lines.price + lines.early + lines.late + lines.adultPrice + lines.childPrice + lines.childWithoutPlace;
  return {
    calculationType: input.calculation_type,
    lines,
    food,
    accommodation,
    subtotal: accommodation + food.total,
  };
}

/** A room's price with services, discounts and payments on top, as the boundary's result. */
export function roomResult(
  room: RoomPrice,
  services: ReturnType<typeof priceServices>,
  discounts: ReturnType<typeof priceDiscounts>,
  payments: readonly PaymentInput[],
): PriceResult {
  const { lines, food } = room;
  const subtotal = room.subtotal + services.total;
  const total = subtotal - discounts.total;
  return {
    calculation_type: room.calculationType,
    days: lines.days,
    ...(lines.hours === undefined ? {} : { hours: lines.hours }),
    price: formatMoney(lines.price),
    early_check_in: formatMoney(lines.early),
    late_check_out: formatMoney(lines.late),
    adult_price: formatMoney(lines.adultPrice),
    child_price: formatMoney(lines.childPrice),
    child_without_place: formatMoney(lines.childWithoutPlace),
    accommodation: formatMoney(room.accommodation),
    advance_booking: formatMoney(food.advance),
    food_total: formatMoney(food.total),
    services_total: formatMoney(services.total),
    services: services.list,
    food_list: food.list,
    discount: formatMoney(discounts.total),
    discount_list: discounts.list,
    subtotal: formatMoney(subtotal),
    total: formatMoney(total),
    ...summarizePayments(payments, total),
    nights: lines.nights.map((n) => ({
      date: n.date,
      key: n.key,
      price: formatMoney(n.price),
      ...(n.leg === undefined ? {} : { leg: n.leg }),
      ...(n.dated ? { dated: true } : {}),
      ...(n.adults ? { adult_price: formatMoney(n.adults) } : {}),
      ...(n.children ? { child_price: formatMoney(n.children) } : {}),
      ...(n.withoutPlace ? { child_without_place: formatMoney(n.withoutPlace) } : {}),
    })),
  };
}

/**
 * The price of one booking from data the server has already loaded (category rates, food tariffs,
 * services, discounts, payments). Pure: no lookups, no clock. Throws PricingError on refused input.
 */
export function priceBooking(input: PriceBookingInput): PriceResult {
  refusePromoCode(input.promo_code);
  const room = priceRoom(input);
  const services = priceServices(input.services ?? [], room.lines.days);
  const discounts = priceDiscounts(input.discounts ?? [], room.subtotal + services.total);
  return roomResult(room, services, discounts, input.payments ?? []);
}
