/**
 * The status a live calendar message carries (docs/api.md, WS): a booking's status, a repair or a
 * block, or the final word on an item that left the calendar.
 */
import { bookingStatuses, cancelledStatuses } from './booking-status.ts';

/** Final statuses of items that no longer hold anything: a draft deleted, a repair reopened, a block's room removed. */
export const removedEventStatuses = ['deleted', 'repaired', 'removed'] as const;
/** Every status a bar or a live message can carry. */
export const liveEventStatuses = [...bookingStatuses, 'repair', 'block', ...removedEventStatuses] as const;
export type LiveEventStatus = (typeof liveEventStatuses)[number];

export const itemKinds = ['booking', 'repair', 'block'] as const;
export type ItemKind = (typeof itemKinds)[number];

const gone: readonly string[] = [...cancelledStatuses, ...removedEventStatuses];

/** Whether a pushed status means the item no longer occupies the calendar. */
export function isGoneStatus(status: string): boolean {
  return gone.includes(status);
}
