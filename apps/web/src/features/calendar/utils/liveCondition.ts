/**
 * A live condition change (`{housekeeping: …}` on the calendar's socket, issue 33) applied to the
 * calendar's rooms and beds, and to the housekeeping boards shown. Pure.
 */
import {
  type BoardRoom,
  type ConditionView,
  type HousekeepingEvent,
  inUrgencyOrder,
  nextCondition,
  roomConditionLabels,
} from '@pms/domain';
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

/** A unit's view with the event applied, unless the unit already shows a newer change. */
function viewWith<T extends ConditionView>(view: T, event: HousekeepingEvent): T {
  if (view.changed_at !== null && view.changed_at > event.changed_at) return view;
  return {
    ...view,
    condition: event.condition,
    condition_label: roomConditionLabels[event.condition],
    reason: event.reason,
    linen_change: event.linen_change,
    source: event.source,
    changed_at: event.changed_at,
  };
}

/**
 * A board's rooms with the unit's new condition, re-sorted by urgency at once (a room marked clean
 * sinks); the same array when the board does not hold the unit. Who changed it and the note come with
 * the board's next answer.
 */
export function boardWithCondition(
  rooms: readonly BoardRoom[],
  event: HousekeepingEvent,
): readonly BoardRoom[] {
  if (!rooms.some((r) => r.room_id === event.room_id)) return rooms;
  const next = rooms.map((room) => {
    if (room.room_id !== event.room_id) return room;
    if (event.bed_id === null) {
      const changed = viewWith(room, event);
      return { ...changed, next_condition: nextCondition(changed.condition) };
    }
    return {
      ...room,
      beds: room.beds.map((bed) => (bed.bed_id === event.bed_id ? viewWith(bed, event) : bed)),
    };
  });
  return inUrgencyOrder(next);
}
