import { isGoneStatus } from '@pms/domain';
import type { CalendarCategory, CalendarItem, CalendarRoom } from '../types/calendarTypes.ts';

/** Noon: a day's night starts here, after the standard check-out, when a new guest can arrive. */
const NIGHT_FROM = 12 * 3600;

/** Each unit (a room or a bed) as the items that hold it. */
export type Units = readonly (readonly CalendarItem[])[];

/**
 * How many units are free on the day starting at `dayStart` (until `dayEnd`): nothing still holding
 * (a live booking, a repair, a block) overlaps its night, from noon to the next day. A guest leaving at
 * noon leaves the room free that day; one arriving at 14:00 takes it.
 */
export function freeUnits(units: Units, dayStart: number, dayEnd: number): number {
  const from = Math.min(dayStart + NIGHT_FROM, dayEnd);
  const holds = (item: CalendarItem) =>
    !isGoneStatus(item.status) && item.check_in < dayEnd && item.check_out > from;
  return units.filter((items) => !items.some(holds)).length;
}

/** A room is held by its own items and by any of its beds'. */
const roomItems = (room: CalendarRoom): CalendarItem[] => [
  ...room.booking_list,
  ...room.koika_list.flatMap((bed) => bed.booking_list),
];

/** The rooms of a category, for its collapsed row's free rooms. */
export const categoryUnits = (category: CalendarCategory): Units => category.room_list.map(roomItems);

/** The beds of a room, each held by its own items and by the whole room's, for its collapsed row's free beds. */
export const bedUnits = (room: CalendarRoom): Units =>
  room.koika_list.map((bed) => [...room.booking_list, ...bed.booking_list]);
