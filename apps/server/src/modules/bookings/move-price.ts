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
 * - A room of a group is priced as the group: the quote is the group's total before and after (its
 *   rooms share services and meals, a 'day' service follows the group's span), the "after" tried out
 *   in a transaction that is rolled back; the move then stores every live room's amount as the group
 *   editor's save would (restoreGroupAmounts).
 */
import {
  calendarMessages,
  formatMoney,
  type MoveInput,
  type MoveQuote,
  mealOutsideStay,
  parseMoney,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest } from '../../http/errors.ts';
import { fromUnixSeconds } from '../../http/views.ts';
import { localStay } from './bookings.presenter.ts';
import { type BookingRow, bookingsRepository } from './bookings.repository.ts';
import { editorInputOf, getBooking, quoteState } from './bookings.service.ts';
import { storedGroupPrice } from './group-price.ts';
import { type LoadedLeg, writeLegs } from './legs.ts';
import { saleOf } from './sale.ts';

/** The moved stay: what a move writes on the booking's row (and a group quote tries out). */
export function movedStay(input: MoveInput, categoryId: number) {
  return {
    roomId: input.room,
    categoryId,
    bedId: input.koika ?? null,
    checkIn: fromUnixSeconds(input.check_in),
    checkOut: fromUnixSeconds(input.check_out),
  };
}

/** Thrown to roll back a transaction that only asked what a change would make. */
class RolledBack<T> extends Error {
  constructor(readonly value: T) {
    super('rolled back on purpose');
  }
}

/**
 * What `change` answers when run in a transaction that is then rolled back: a change tried out, never
 * kept. What it throws (a refusal, the database's) comes out as thrown.
 */
export async function tryOut<T>(db: Db, change: (tx: Db) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new RolledBack(await change(tx));
    });
  } catch (e) {
    if (e instanceof RolledBack) return e.value as T;
    throw e;
  }
  throw new Error('unreachable: the trial transaction always rolls back');
}

type MovedStay = ReturnType<typeof movedStay>;

/** The group's total with this room moved: the move tried out in a transaction that is rolled back. */
function groupTotalIfMoved(
  db: Db,
  actor: Actor,
  id: number,
  parentId: number,
  stay: MovedStay,
  legs: readonly LoadedLeg[],
) {
  return tryOut(db, async (tx) => {
    await bookingsRepository.updateBooking(tx, id, stay);
    await writeLegs(tx, actor.companyId, id, legs);
    const result = await storedGroupPrice(tx, actor.companyId, parentId, actor.timeZone);
    return result?.total ?? '0.00';
  });
}

/** A room of a group: its amount is the group's business (restoreGroupAmounts), not its own price. */
export const inGroup = (b: BookingRow) => b.isGroup && b.groupParent !== null;

/**
 * What a move stores on the booking: its new price, or null for a room of a group (the move re-stores
 * the group's amounts instead). Refuses saved meals the new dates would leave outside the stay.
 */
export async function movePrice(
  db: Db,
  actor: Actor,
  current: BookingRow,
  input: MoveInput,
  legs: LoadedLeg[],
  categoryId: number,
  /** The move itself refuses a broken restriction of the plan; its quote only prices. */
  enforce: boolean,
) {
  const view = await getBooking(db, actor, current.id);
  const stay = localStay(fromUnixSeconds(input.check_in), fromUnixSeconds(input.check_out), actor.timeZone);
  const outside = mealOutsideStay(
    view.food_list,
    stay.check_in_local.slice(0, 10),
    stay.check_out_local.slice(0, 10),
  );
  if (outside !== null) throw badRequest(calendarMessages.moveMealsOutside, 'check_in');
  if (inGroup(current)) {
    // The group's amounts are re-stored after the move; the room's plan still binds its new stay.
    const sale = await saleOf(db, actor, {
      requested: input.rate_plan,
      stored: current,
      categoryId,
      legs,
      checkIn: input.check_in,
      checkOut: input.check_out,
      reason: input.restriction_reason,
      enforce,
    });
    return { view, price: null, sale };
  }
  const state = await quoteState(
    db,
    actor,
    current.id,
    {
      ...editorInputOf(view),
      room: input.room,
      koika: input.koika ?? null,
      check_in: stay.check_in_local,
      check_out: stay.check_out_local,
      ...(input.rate_plan ? { rate_plan: input.rate_plan } : {}),
      restriction_reason: input.restriction_reason,
    },
    legs,
    enforce,
  );
  return { view, price: state.price, sale: state.sale };
}

/** 'Было … → станет …': a single booking's own total, or for a room of a group the group's. */
export async function moveQuote(
  db: Db,
  actor: Actor,
  current: BookingRow,
  input: MoveInput,
  categoryId: number,
  priced: Awaited<ReturnType<typeof movePrice>>,
  legs: readonly LoadedLeg[],
): Promise<MoveQuote> {
  const restrictions = priced.sale.refusals.map((r) => r.message);
  const quoteOf = (before: string, after: string, scope: MoveQuote['scope']): MoveQuote => ({
    current_total: before,
    new_total: after,
    difference: formatMoney(parseMoney(after) - parseMoney(before)),
    scope,
    // Told before 'Перенести', in the words the move's refusal would use.
    ...(restrictions.length ? { restrictions } : {}),
  });
  if (priced.price) return quoteOf(priced.view.calculated_by.total, priced.price.total, 'booking');
  const parentId = current.groupParent!;
  const before = (await storedGroupPrice(db, actor.companyId, parentId, actor.timeZone))?.total;
  const after = await groupTotalIfMoved(db, actor, current.id, parentId, movedStay(input, categoryId), legs);
  return quoteOf(before ?? '0.00', after, 'group');
}
