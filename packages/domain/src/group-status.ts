/**
 * A group's status (specification 2.6, '… для всех'): the least advanced of its saved live rooms. The
 * group advances from it one step, and a room already further along stays where it is.
 */
import { type BookingStatus, realStatuses } from './booking-status.ts';

const rank = (s: BookingStatus) => (realStatuses as readonly BookingStatus[]).indexOf(s);

/** The status the group's advance starts from, or null when no room is saved and live (drafts and cancelled rooms aside). */
export function groupStatus(statuses: readonly BookingStatus[]): BookingStatus | null {
  const ranks = statuses.map(rank).filter((r) => r >= 0);
  return ranks.length > 0 ? (realStatuses[Math.min(...ranks)] ?? null) : null;
}

/** Whether a room at `status` moves when its group moves to `target`: it is saved, live and behind it. */
export function movesWithGroup(status: BookingStatus, target: BookingStatus): boolean {
  return rank(status) >= 0 && rank(status) < rank(target);
}
