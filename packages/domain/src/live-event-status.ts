/**
 * The status a live calendar message carries (docs/api.md, WS): a booking's status, a repair or a
 * block, or the final word on an item that left the calendar.
 */
import { z } from 'zod';
import { bookingStatuses, cancelledStatuses } from './booking-status.ts';

/** Final statuses of items that no longer hold anything: a draft deleted, a repair reopened, a block's room removed. */
export const removedEventStatuses = ['deleted', 'repaired', 'removed'] as const;
/** Every status a bar or a live message can carry. */
export const liveEventStatuses = [...bookingStatuses, 'repair', 'block', ...removedEventStatuses] as const;
export type LiveEventStatus = (typeof liveEventStatuses)[number];

export const itemKinds = ['booking', 'repair', 'block'] as const;
export type ItemKind = (typeof itemKinds)[number];

/**
 * One pushed message of /ws/v2/calendar/{company_id}/ (its `booking`): where an item now is and its
 * status; an item that left the calendar carries its final status.
 */
export const liveEventSchema = z.object({
  id: z.number(),
  kind: z.enum(itemKinds),
  category_id: z.number(),
  room_id: z.number(),
  koika_id: z.number().nullable(),
  status: z.enum(liveEventStatuses),
  check_in: z.number(),
  check_out: z.number(),
  /** Only on a block: the property's own, so a block first heard of live is drawn as own or foreign. */
  is_own: z.boolean().optional(),
  /**
   * Only on a booking with a mid-stay move (issue 28, item 3): its bars are one per room lived in, which
   * the message (the current room, the whole stay) cannot place, so the browser asks the window again.
   */
  legs: z.literal(true).optional(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

const gone: readonly string[] = [...cancelledStatuses, ...removedEventStatuses];

/** Whether a pushed status means the item no longer occupies the calendar. */
export function isGoneStatus(status: string): boolean {
  return gone.includes(status);
}
