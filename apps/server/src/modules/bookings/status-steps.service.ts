/**
 * The status machine's steps on a booking (specification 4 and 7.3; domain status-steps.ts), and the
 * stay a step may change with it (issue 28, item 1; domain stay-at-step.ts): 'Выселить' before the last
 * night may end the stay now, 'Заселить' days ahead may move the arrival to now. Either re-prices the
 * booking through the editor's own rules (a room of a group through its group's), moves its holds, and
 * changes the status, in one transaction; the room is free (or held) from that moment. The quote tries
 * the same step out in a transaction that is rolled back, so what the front desk is shown is what the
 * step does.
 */
import {
  type BookingStatus,
  formatMoney,
  mealsUntil,
  parseMoney,
  payFirst,
  type StepQuote,
  statusChangeRefusal,
  statusStepAction,
  stayAtStep,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { type Announce, write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest } from '../../http/errors.ts';
import { fromUnixSeconds } from '../../http/views.ts';
import { guardHoldsOf, type HoldTarget, holdConflict } from '../holds/index.ts';
import { assertReadyForCheckIn, markCheckedOut } from '../housekeeping/index.ts';
import { bookingEvent, localStay } from './bookings.presenter.ts';
import { type BookingRow, bookingsRepository as repo } from './bookings.repository.ts';
import {
  assertVersion,
  bookingOf,
  editorInputOf,
  evaluate,
  getBooking,
  writeState,
} from './bookings.service.ts';
import { assertEditable } from './editor-state.ts';
import { restoreGroupAmounts, storedGroupPrice } from './group-price.ts';
import { holdStay, legsOf, stayHoldTargets } from './legs.ts';
import { inGroup, tryOut } from './move-price.ts';
import { journalOverride, saleOf } from './sale.ts';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * The stay a step into `to` leaves on `b` now, or null when it keeps the booked dates. A guest who moved
 * rooms mid-stay is not checked out before the move (legs.ts).
 */
export async function stayOfStep(db: Db, b: BookingRow, to: BookingStatus, actor: Actor) {
  const legs = to === 'check_out' ? await legsOf(db, actor.companyId, b.id) : [];
  return stayAtStep({
    to,
    checkIn: seconds(b.checkIn),
    checkOut: seconds(b.checkOut),
    now: Math.floor(Date.now() / 1000),
    timeZone: actor.timeZone,
    standardCheckIn: actor.checkInTime,
    standardCheckOut: actor.checkOutTime,
    isTime: b.isTime,
    lastMove: legs.at(-1)?.until,
  });
}

/** The holds the steps of `rows` would place with stay_now: what a refusal to double-book names. */
export async function stepTargets(db: Db, actor: Actor, rows: BookingRow[], to: BookingStatus) {
  const targets: HoldTarget[] = [];
  for (const b of rows) {
    const stay = await stayOfStep(db, b, to, actor);
    if (stay) targets.push(...(await restayTargets(db, actor, b, stay)));
  }
  return targets;
}

/** The holds of `b` over its new stay, its earlier rooms included (legs.ts): the current room first. */
async function restayTargets(
  db: Db,
  actor: Actor,
  b: BookingRow,
  stay: { checkIn: number; checkOut: number },
) {
  const legs = await legsOf(db, actor.companyId, b.id);
  return stayHoldTargets(db, actor, { roomId: b.roomId, bedId: b.bedId, ...stay }, legs);
}

/** Runs a write that may place holds; a refusal by the exclusion constraint names the holder (409). */
export function guardSteps<T>(db: Db, targets: HoldTarget[], run: () => Promise<T>) {
  return targets.length ? guardHoldsOf(db, targets, run) : run();
}

/**
 * One step of the status machine: the editor's status call, the calendar's and the list's
 * '…/book|check-in|check-out/'. Leaving the reservation needs a payment: on the booking, or for a group
 * room on its group parent. `version`, when given, is the one the editor loaded; the calendar's steps
 * give none and act on the stored booking.
 */
export async function changeStatus(
  db: Db,
  actor: Actor,
  id: number,
  status: BookingStatus,
  options: StepOptions = {},
) {
  const targets = options.stayNow
    ? await stepTargets(db, actor, [await bookingOf(db, actor.companyId, id)], status)
    : [];
  await guardSteps(db, targets, () =>
    write(db, { ...actor, audit: { action: statusStepAction(status) } }, async (tx, announce) =>
      changeStatusInTx(tx, announce, actor, id, status, options),
    ),
  );
  return getBooking(db, actor, id);
}

/** How a status step is taken, beyond its target status. */
export interface StepOptions {
  /** The booking's version as the editor loaded it; the calendar's steps give none. */
  version?: number;
  /** The front desk's offer taken: the stay moves to now (domain stay-at-step.ts). */
  stayNow?: boolean;
  /** Overrides the plan's restrictions for the nights an early arrival adds (with the permission). */
  reason?: string | null;
  /** A check-in into a room that is not ready, confirmed (housekeeping, issue 33). */
  confirmDirty?: boolean;
  /** The step is only tried out (its quote): neither a broken restriction nor an unready room refuses. */
  quote?: boolean;
}

/**
 * The step inside the caller's transaction; a group's '… для всех' calls it for each room it moves. A
 * check-in into a room that is not ready asks first (409 `confirm_dirty` unless `confirmDirty`); a
 * check-out makes the room dirty when the company's rule says so, in this transaction (housekeeping).
 * An early arrival (stayNow) is sold its added nights within the plan's restrictions unless `reason`.
 */
export async function changeStatusInTx(
  tx: Db,
  announce: Announce,
  actor: Actor,
  id: number,
  status: BookingStatus,
  { version, stayNow = false, reason, confirmDirty = false, quote = false }: StepOptions = {},
) {
  const b = await bookingOf(tx, actor.companyId, id, true);
  assertEditable(b);
  if (version !== undefined) await assertVersion(tx, actor, b, version);
  const refusal = statusChangeRefusal(b.status as BookingStatus, status);
  if (refusal) throw badRequest(refusal);
  const payer =
    b.groupParent && b.groupParent !== b.id ? await bookingOf(tx, actor.companyId, b.groupParent) : b;
  const unpaid = payFirst({ from: b.status, to: status, withheld: parseMoney(payer.paidAmount) });
  if (unpaid) throw badRequest(unpaid.message);
  const unit = { roomId: b.roomId, bedId: b.bedId };
  if (status === 'check_in') await assertReadyForCheckIn(tx, actor.companyId, unit, confirmDirty || quote);
  const stay = stayNow ? await stayOfStep(tx, b, status, actor) : null;
  if (stay) {
    // The guest at the desk before the booked arrival is sold the nights before it (domain saleRefusals).
    const sale = await saleOf(tx, actor, {
      requested: null,
      stored: b,
      categoryId: b.categoryId,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      reason,
      enforce: !quote,
      check: 'step',
    });
    await journalOverride(tx, actor.companyId, id, sale.override);
    await restayInTx(tx, actor, b, stay);
  }
  const row = await repo.updateBooking(tx, id, { status });
  if (status === 'check_out') await markCheckedOut(tx, actor, { roomId: row.roomId, bedId: row.bedId });
  announce(bookingEvent(row));
}

/**
 * The booking's stay becomes `stay`: its holds move, and it is re-priced as the editor's save would (a
 * room of a group: the group's amounts are stored again). Meals after a new departure are cut to it.
 */
async function restayInTx(
  tx: Db,
  actor: Actor,
  b: BookingRow,
  stay: NonNullable<Awaited<ReturnType<typeof stayOfStep>>>,
) {
  await holdStay(tx, actor.companyId, b.id, await restayTargets(tx, actor, b, stay));
  if (inGroup(b)) {
    await repo.updateBooking(tx, b.id, {
      checkIn: fromUnixSeconds(stay.checkIn),
      checkOut: fromUnixSeconds(stay.checkOut),
      isEarly: b.isEarly || stay.isEarly,
    });
    await restoreGroupAmounts(tx, actor.companyId, b.groupParent!, actor.timeZone);
    return;
  }
  const saved = editorInputOf(await getBooking(tx, actor, b.id));
  const local = localStay(fromUnixSeconds(stay.checkIn), fromUnixSeconds(stay.checkOut), actor.timeZone);
  const input = {
    ...saved,
    check_in: local.check_in_local,
    check_out: local.check_out_local,
    is_early: saved.is_early || stay.isEarly,
    food_list: mealsUntil(saved.food_list, local.check_out_local.slice(0, 10)),
  };
  await writeState(tx, actor, b, input, await evaluate(tx, actor, b, input, false));
}

/** The total and what is owed: the booking's own, or for a room of a group the group's. */
async function moneyOf(db: Db, actor: Actor, b: BookingRow) {
  if (!inGroup(b)) {
    const view = await getBooking(db, actor, b.id);
    return { total: view.calculated_by.total, toPay: view.calculated_by.duty };
  }
  const parent = await bookingOf(db, actor.companyId, b.groupParent!);
  const total = (await storedGroupPrice(db, actor.companyId, parent.id, actor.timeZone))?.total ?? '0.00';
  return { total, toPay: formatMoney(parseMoney(total) - parseMoney(parent.paidAmount)) };
}

/**
 * What the step into `to` with stay_now would do: the new stay, the price before and after, what is owed
 * after, and what holds the room if the new dates collide. Refusals of the step itself (the status
 * machine, pay first) come out as the step gives them.
 */
export async function quoteStep(db: Db, actor: Actor, id: number, to: BookingStatus): Promise<StepQuote> {
  const b = await bookingOf(db, actor.companyId, id);
  const stay = await stayOfStep(db, b, to, actor);
  const before = await moneyOf(db, actor, b);
  const scope = inGroup(b) ? ('group' as const) : ('booking' as const);
  const quote = (
    after: typeof before,
    s: { checkIn: number; checkOut: number },
    conflict: string | null,
  ) => ({
    ...localStay(fromUnixSeconds(s.checkIn), fromUnixSeconds(s.checkOut), actor.timeZone),
    changes_dates: stay !== null,
    current_total: before.total,
    new_total: after.total,
    difference: formatMoney(parseMoney(after.total) - parseMoney(before.total)),
    scope,
    to_pay: after.toPay,
    conflict,
  });
  if (!stay) {
    const after = await tryOut(db, async (tx) => {
      // The quote is about money and dates; whether the room is ready is the step's own question.
      await changeStatusInTx(tx, () => {}, actor, id, to, { quote: true });
      return before;
    });
    return quote(after, { checkIn: seconds(b.checkIn), checkOut: seconds(b.checkOut) }, null);
  }
  // What holds the room over the new dates, named as the step's 409 would name it (the move's quote too).
  const [target] = await stepTargets(db, actor, [b], to);
  const conflict = await holdConflict(db, target!, id);
  if (conflict) return quote(before, stay, conflict);
  const after = await tryOut(db, async (tx) => {
    await changeStatusInTx(tx, () => {}, actor, id, to, { stayNow: true, quote: true });
    return moneyOf(tx, actor, b);
  });
  return quote(after, stay, null);
}
