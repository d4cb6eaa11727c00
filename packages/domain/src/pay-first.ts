/**
 * "Pay before 'Бронирование'" (specification 7.3): a reserve leaves 'reserved' for a real status only
 * once money has been taken on it (a group room: on its group parent, which takes the group's
 * payments). Money taken means withheld = payments − refunds above 0: a payment of 0, or one refunded
 * in full, is a record and not money, so it unlocks nothing. Every path that advances a status (the
 * editor's status call, the group's status call, the calendar's one-click steps) asks this one rule.
 */
import { realStatuses } from './booking-status.ts';
import { calendarMessages } from './messages.ts';

/** The real statuses after the reserve: leaving 'reserved' for any of them takes money. */
const pastReserve: readonly string[] = realStatuses.slice(realStatuses.indexOf('reserved') + 1);

export type PayFirstRefusal = { message: string } | null;

/** `withheld` is the payer's payments − refunds in tiyn. */
export function payFirst(c: { from: string; to: string; withheld: number }): PayFirstRefusal {
  const leavesReserve = c.from === 'reserved' && pastReserve.includes(c.to);
  return leavesReserve && c.withheld <= 0 ? { message: calendarMessages.payFirst } : null;
}
