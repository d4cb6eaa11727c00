/**
 * A live condition change (`{housekeeping: …}` on the calendar's socket, issue 33) applied to the
 * calendar's rooms and beds. Pure.
 */
import type { HousekeepingEvent } from '@pms/domain';
import type { CalendarResponse } from '../types/calendarTypes.ts';

/** Whether a socket's message is a condition change. */
export function isHousekeepingMessage(value: unknown): value is { housekeeping: HousekeepingEvent } {
  const h = (value as { housekeeping?: Partial<HousekeepingEvent> } | null)?.housekeeping;
  return typeof h?.room_id === 'number' && typeof h.condition === 'string';
}

/** The calendar's answer with the unit's new condition; the same object when it holds no such unit. */
export function calendarWithCondition(data: CalendarResponse, event: HousekeepingEvent): CalendarResponse {
  let changed = false;
  const categories = data.categories.map((category) => {
    if (!category.room_list.some((r) => r.id === event.room_id)) return category;
    return {
      ...category,
      room_list: category.room_list.map((room) => {
        if (room.id !== event.room_id) return room;
        changed = true;
        if (event.bed_id === null) return { ...room, condition: event.condition };
        return {
          ...room,
          koika_list: room.koika_list.map((bed) =>
            bed.id === event.bed_id ? { ...bed, condition: event.condition } : bed,
          ),
        };
      }),
    };
  });
  return changed ? { ...data, categories } : data;
}
