/**
 * A guest's mid-stay room move (issue 28, item 3): one booking whose stay is lived in more than one room.
 * The booking row keeps the room the guest is in now (the current leg) and the whole stay's dates; each
 * earlier room is a leg with the moment the guest left it. So a booking that never moved has no legs,
 * and every rule that reads the booking's room (check-out, the room's duty, the bar's colour) reads the
 * room the guest is in.
 *
 * - Holds: each leg holds its room from the previous leg's end (the check-in for the first) to its own
 *   end, and the current room from the last move to the check-out. The room left is free from the moment
 *   of the move.
 * - Price: a night belongs to the room the guest slept in. The nights before the day of a move are the
 *   earlier room's, from that day on the new room's: a guest moved at 15:00 on the 12th sleeps the 12th in
 *   the new room. An early check-in is charged at the first room's rate, a late check-out at the last's.
 * - A move 'с сегодняшнего дня' is open only to a guest in house, between the arrival and the departure;
 *   a move of the whole stay changes the current leg only, since the earlier rooms were already lived in.
 */
import { calendarMessages, fillMessage } from './messages.ts';
import { parseMoney } from './pricing/money.ts';
import { formatDay, toLocal } from './zoned-time.ts';

/** Where a guest stays: a room, or one bed of it, at a category's rates. */
export interface StayPlace {
  roomId: number;
  bedId: number | null;
  categoryId: number;
}

/** A room the guest lived in before: its place and the moment (unix seconds) they left it. */
export interface EarlierLeg extends StayPlace {
  until: number;
}

/** One leg of the stay with its whole period [from, to). */
export interface StayLeg extends StayPlace {
  from: number;
  to: number;
}

/** Every leg of a stay in order: the earlier rooms, then the current one to the check-out. */
export function stayLegs(
  stay: StayPlace & { checkIn: number; checkOut: number },
  earlier: readonly EarlierLeg[],
): StayLeg[] {
  const legs: StayLeg[] = [];
  let from = stay.checkIn;
  for (const leg of earlier) {
    legs.push({ roomId: leg.roomId, bedId: leg.bedId, categoryId: leg.categoryId, from, to: leg.until });
    from = leg.until;
  }
  legs.push({ roomId: stay.roomId, bedId: stay.bedId, categoryId: stay.categoryId, from, to: stay.checkOut });
  return legs;
}

/**
 * Whether a stay's dates still hold its earlier legs: every move strictly after the check-in and before
 * the check-out, in order. The refusal names the move a change of dates would leave out.
 */
export function legsRefusal(
  checkIn: number,
  checkOut: number,
  earlier: readonly (EarlierLeg & { roomName: string })[],
  timeZone: string,
): { message: string; field: 'check_in' | 'check_out' } | null {
  let from = checkIn;
  for (const leg of earlier) {
    if (leg.until <= from || leg.until >= checkOut) {
      const local = toLocal(leg.until, timeZone);
      return {
        message: fillMessage(calendarMessages.legsOutside, {
          room: leg.roomName,
          at: `${formatDay(local.date)} ${local.time}`,
        }),
        field: leg.until <= from ? 'check_in' : 'check_out',
      };
    }
    from = leg.until;
  }
  return null;
}

/**
 * A move 'с сегодняшнего дня' at `now`: the earlier legs with the current room added, ending now, or the
 * refusal. Times fall to the minute, as a status step's do.
 */
export function splitStay(args: {
  status: string;
  isTime: boolean;
  checkIn: number;
  checkOut: number;
  current: StayPlace;
  earlier: readonly EarlierLeg[];
  target: { roomId: number; bedId: number | null };
  now: number;
}): { legs: EarlierLeg[] } | { refusal: string } {
  const at = args.now - (args.now % 60);
  const lastMove = args.earlier.at(-1)?.until ?? args.checkIn;
  if (args.isTime) return { refusal: calendarMessages.splitHourly };
  if (args.status !== 'check_in' || at <= lastMove || at >= args.checkOut) {
    return { refusal: calendarMessages.splitNotLiving };
  }
  if (args.target.roomId === args.current.roomId && args.target.bedId === args.current.bedId) {
    return { refusal: calendarMessages.splitSamePlace };
  }
  return { legs: [...args.earlier, { ...args.current, until: at }] };
}

/**
 * Which leg a charged night belongs to: the first earlier leg left on a later local date than the night,
 * else the current one (index `earlierUntil.length`). `earlierUntil`: the earlier legs' ends in order.
 */
export function legOfNight(date: string, earlierUntil: readonly number[], timeZone: string): number {
  for (let i = 0; i < earlierUntil.length; i++) {
    // 'YYYY-MM-DD' strings compare in date order.
    if (date < toLocal(earlierUntil[i]!, timeZone).date) return i;
  }
  return earlierUntil.length;
}

/** What one leg of a priced stay costs: its charged nights and their room price, in tiyn. */
export interface LegCharge {
  nights: number;
  amount: number;
  /** The price of each night when they are all the same ('2 × 20 000 ₸'), else null. */
  perNight: number | null;
}

/**
 * The room price of a stay with legs, leg by leg, from the price's nights (each names its leg; a night
 * without one is the current room's). What the editor's summary, the confirmation and the invoice show
 * per room; the extras (early, late, extra places) stay the stay's own lines.
 */
export function legCharges(
  legCount: number,
  nights: readonly { price: string; leg?: number }[],
): LegCharge[] {
  const charges = Array.from({ length: legCount }, () => ({
    nights: 0,
    amount: 0,
    prices: new Set<number>(),
  }));
  for (const night of nights) {
    const charge = charges[Math.min(night.leg ?? legCount - 1, legCount - 1)];
    if (!charge) continue;
    const price = parseMoney(night.price);
    charge.nights++;
    charge.amount += price;
    charge.prices.add(price);
  }
  return charges.map(({ nights, amount, prices }) => ({
    nights,
    amount,
    perNight: prices.size === 1 ? [...prices][0]! : null,
  }));
}
