/**
 * What a room still owes (its duty), one definition for the booking editor, the calendar's bar and the
 * today counters. A single booking is a group of one room.
 *
 * - A live room owes its amount (`common_amount`: its own price; a group parent's also carries the
 *   group's shared meals, services and discounts). A cancelled or expired room owes nothing: its
 *   amount counts as 0.
 * - The money withheld (payments − refunds) is taken on the payer (the booking itself, or a group's
 *   parent) and covers the rooms payer first, then in the order they joined (by id), each up to its
 *   amount.
 * - What is left after every room is covered is an overpayment: a negative duty on the payer, the
 *   amount the guest is owed back. So a cancelled booking that was paid shows minus what is to be
 *   refunded, and the rooms' duties always add up to the group's duty (total − withheld).
 *
 * Amounts are integer tiyn.
 */
import { isCancelled } from './booking-status.ts';

export interface DutyRoom {
  id: number;
  /** The room's amount in tiyn. */
  amount: number;
  /** The room's booking status: a cancelled or expired room owes nothing. */
  status: string;
}

/** Each room's duty in tiyn, by id. `payerId`: the booking or the group's parent. */
export function roomDuties(
  rooms: readonly DutyRoom[],
  withheld: number,
  payerId: number,
): Map<number, number> {
  const duties = new Map<number, number>();
  const order = [...rooms].sort((a, b) => (a.id === payerId ? -1 : b.id === payerId ? 1 : a.id - b.id));
  let left = withheld;
  for (const r of order) {
    const owed = isCancelled(r.status) ? 0 : Math.max(0, r.amount);
    const covered = Math.max(0, Math.min(owed, left));
    left -= covered;
    duties.set(r.id, owed - covered);
  }
  if (left !== 0) duties.set(payerId, (duties.get(payerId) ?? 0) - left);
  return duties;
}
