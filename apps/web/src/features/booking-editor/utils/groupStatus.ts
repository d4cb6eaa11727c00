import type { BookingStatus } from '@pms/domain';

const order: readonly BookingStatus[] = ['reserved', 'booked', 'check_in', 'check_out'];

/**
 * The status the group's 'для всех' advance starts from: the least advanced of its saved live rooms
 * (drafts and cancelled rooms aside), or null when there is none.
 */
export function groupStatus(statuses: readonly BookingStatus[]): BookingStatus | null {
  const ranks = statuses.map((s) => order.indexOf(s)).filter((rank) => rank >= 0);
  return ranks.length > 0 ? (order[Math.min(...ranks)] ?? null) : null;
}
