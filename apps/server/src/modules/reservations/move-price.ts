/**
 * The price a calendar move leaves on a booking, which its confirmation shows before the move
 * ('Было … → станет …') and the move then stores. Decisions (issue 10, defect 6):
 * - A single booking is re-priced by the editor's own price call (priceOf) over the saved booking as
 *   the editor would send it back, with the new room, bed and dates: the new room's category rates for
 *   the new nights, services and discounts at the prices they were sold at, the saved meals and
 *   payments. Every calculation type goes through the engine, whose rules are the price types' meaning:
 *   'по тарифу' follows the rates, 'фиксированная цена' is a price per night, 'итоговая цена' stays
 *   the whole stay's price.
 * - Saved meals that the new dates would leave outside the stay refuse the move (moveMealsOutside):
 *   shifting them silently could charge or drop meals the guest ordered, so the dates and the meals are
 *   changed together in the editor.
 * - A room of a group keeps its amount: the group's price (shared meals, services "for all rooms", the
 *   parent's share) is the group editor's, which re-prices every room on its save.
 */
import {
  calendarMessages,
  formatMoney,
  type MoveInput,
  mealOutsideStay,
  type PriceResult,
  parseMoney,
  toLocal,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest } from '../../http/errors.ts';
import { editorInputOf, getBooking, priceOf } from '../bookings/bookings.service.ts';
import type { BookingRow } from './reservations.repository.ts';

export interface MoveQuote {
  current_total: string;
  new_total: string;
  difference: string;
  /** False for a room of a group, whose amount the group editor sets. */
  repriced: boolean;
}

const localValue = (seconds: number, timeZone: string) => {
  const at = toLocal(seconds, timeZone);
  return `${at.date} ${at.time}`;
};

/** The booking's total now and after the move; `price` is what the move stores (null: keep it). */
export async function movePrice(
  db: Db,
  actor: Actor,
  current: BookingRow,
  input: MoveInput,
  timeZone: string,
): Promise<{ quote: MoveQuote; price: PriceResult | null }> {
  const view = await getBooking(db, actor, current.id);
  const outside = mealOutsideStay(
    view.food_list,
    toLocal(input.check_in, timeZone).date,
    toLocal(input.check_out, timeZone).date,
  );
  if (outside !== null) throw badRequest(calendarMessages.moveMealsOutside, 'check_in');
  const currentTotal = view.calculated_by.total;
  if (current.isGroup) {
    const quote = {
      current_total: currentTotal,
      new_total: currentTotal,
      difference: '0.00',
      repriced: false,
    };
    return { quote, price: null };
  }
  const price = await priceOf(db, actor, current.id, {
    ...editorInputOf(view),
    room: input.room,
    koika: input.koika ?? null,
    check_in: localValue(input.check_in, timeZone),
    check_out: localValue(input.check_out, timeZone),
  });
  const quote = {
    current_total: currentTotal,
    new_total: price.total,
    difference: formatMoney(parseMoney(price.total) - parseMoney(currentTotal)),
    repriced: true,
  };
  return { quote, price };
}
