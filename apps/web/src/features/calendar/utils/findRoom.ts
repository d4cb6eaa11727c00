import type { CalendarCategory, CalendarRoom } from '../types/calendarTypes.ts';

/** A room and its category by room id, with the bed's name when a bed id is given. */
export function findRoom(
  categories: readonly CalendarCategory[],
  roomId: number,
  bedId: number | null = null,
): { room: CalendarRoom; category: CalendarCategory; bedName: string | null } | null {
  for (const category of categories) {
    const room = category.room_list.find((r) => r.id === roomId);
    if (room) {
      const bedName = bedId === null ? null : (room.koika_list.find((b) => b.id === bedId)?.name ?? null);
      return { room, category, bedName };
    }
  }
  return null;
}
