/**
 * What a booking costs, what was paid on it and what it still owes: the one read of a booking's money
 * for every place that shows it (the bookings list, the SFTP register, the calendar's bar, the
 * confirmation, the invoice, the e-mail, the booking editor and the today counters). A single booking
 * is a group of one room.
 *
 * - A room's total is its stored amount (`common_amount`: its own price; a group parent's also carries
 *   the group's shared meals, services and discounts). A live room is charged its total; a cancelled or
 *   expired room is charged nothing (its total stays shown, for the record).
 * - The money withheld (payments − refunds) is taken on the payer (the booking itself, or a group's
 *   parent) and is spread over the rooms: the payer first, then in the order they joined (by id), each
 *   up to what it is charged. That share is the room's paid.
 * - What is left after every room is covered is an overpayment: it stays on the payer, whose paid then
 *   exceeds its charge, so its owed is negative (the amount the guest is owed back). So a cancelled
 *   booking that was paid shows minus what is to be refunded.
 * - A room owes its charge − its paid. The group's total is its live rooms' totals, its paid the whole
 *   withheld money, its owed total − paid; the rooms' paid and owed add up to the group's.
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

/** A room's (or a whole group's) money in tiyn; `owed` < 0 is an overpayment owed back to the guest. */
export interface RoomMoney {
  total: number;
  paid: number;
  owed: number;
}

/** Each room's money by id, and the group's. `payerId`: the booking or the group's parent. */
export function groupMoney(
  rooms: readonly DutyRoom[],
  withheld: number,
  payerId: number,
): { rooms: Map<number, RoomMoney>; group: RoomMoney } {
  const money = new Map<number, RoomMoney>();
  // A booking alone (most of a calendar's thousands of bars) needs no order.
  const order =
    rooms.length === 1
      ? rooms
      : [...rooms].sort((a, b) => (a.id === payerId ? -1 : b.id === payerId ? 1 : a.id - b.id));
  let left = withheld;
  let charged = 0;
  for (const r of order) {
    const charge = isCancelled(r.status) ? 0 : Math.max(0, r.amount);
    const covered = Math.max(0, Math.min(charge, left));
    left -= covered;
    charged += charge;
    money.set(r.id, { total: r.amount, paid: covered, owed: charge - covered });
  }
  // The overpayment (or, with more refunded than paid, the shortfall) stays on the payer.
  const payer = money.get(payerId) ?? { total: 0, paid: 0, owed: 0 };
  if (left !== 0) money.set(payerId, { ...payer, paid: payer.paid + left, owed: payer.owed - left });
  return { rooms: money, group: { total: charged, paid: withheld, owed: charged - withheld } };
}

/**
 * `groupMoney` of a booking alone (a group of one room, its own payer), without the maps: the whole
 * withheld money is its paid, so it owes its charge − that (an overpayment as a negative). For the
 * calendar's thousands of single bookings; room-duty.test.ts proves it equals groupMoney's.
 */
export function aloneMoney(room: Omit<DutyRoom, 'id'>, withheld: number): RoomMoney {
  const charge = isCancelled(room.status) ? 0 : Math.max(0, room.amount);
  return { total: room.amount, paid: withheld, owed: charge - withheld };
}

/** Each room's duty (what it still owes) in tiyn, by id: `groupMoney`'s owed. */
export function roomDuties(
  rooms: readonly DutyRoom[],
  withheld: number,
  payerId: number,
): Map<number, number> {
  return new Map([...groupMoney(rooms, withheld, payerId).rooms].map(([id, m]) => [id, m.owed]));
}
