import { isGoneStatus } from '@pms/domain';
import type { CalendarItem, CalendarResponse, LiveMessage } from '../types/calendarTypes.ts';

const sameItem = (a: Pick<CalendarItem, 'id' | 'kind'>, b: Pick<CalendarItem, 'id' | 'kind'>) =>
  a.id === b.id && a.kind === b.kind;

/**
 * Applies one live message to the cached calendar without refetching: the item is taken out of
 * whichever room or bed list holds it and, unless it is gone or left the window, put into the list of
 * its (possibly new) room or bed, keeping the fields the message does not carry (client, amounts).
 * Returns the same object when nothing changed so React Query does not re-render.
 */
export function mergeLiveItem(
  data: CalendarResponse,
  message: LiveMessage['booking'],
  window: { start: number; end: number },
  /** False when the item is not known to match the window's search (liveSearchMatch): only update it. */
  insertNew = true,
): CalendarResponse {
  // A stay with a mid-stay move is one bar per room lived in (issue 28, item 3), which a message (the
  // current room over the whole stay) cannot place: its bars stay as they are until the window is asked
  // again, which every message leads to (useApplyLiveItem). The first move 'с сегодняшнего дня' is told
  // by the message itself; later ones by the leg bars already drawn.
  if (message.kind === 'booking' && (message.legs || hasLegBars(data, message.id))) return data;
  let previous: CalendarItem | undefined;
  let changed = false;
  const strip = (list: CalendarItem[]) => {
    const index = list.findIndex((item) => sameItem(item, message));
    if (index < 0) return list;
    previous = list[index];
    changed = true;
    return list.filter((_, i) => i !== index);
  };
  let categories = data.categories.map((category) => {
    let touched = false;
    const room_list = category.room_list.map((room) => {
      const booking_list = strip(room.booking_list);
      let bedTouched = false;
      const koika_list = room.koika_list.map((bed) => {
        const list = strip(bed.booking_list);
        if (list === bed.booking_list) return bed;
        bedTouched = true;
        return { ...bed, booking_list: list };
      });
      if (booking_list === room.booking_list && !bedTouched) return room;
      touched = true;
      return { ...room, booking_list, koika_list };
    });
    return touched ? { ...category, room_list } : category;
  });

  const visible =
    !isGoneStatus(message.status) &&
    message.check_out > window.start &&
    message.check_in < window.end &&
    (insertNew || previous !== undefined);
  if (visible) {
    const item: CalendarItem = {
      ...(previous ?? { client: '', source: '', duty: 0, common_amount: 0, koika: null }),
      ...message,
    };
    categories = categories.map((category) => {
      const hasRoom = category.room_list.some((room) => room.id === message.room_id);
      if (!hasRoom) return category;
      changed = true;
      return {
        ...category,
        room_list: category.room_list.map((room) => {
          if (room.id !== message.room_id) return room;
          if (message.koika_id === null) {
            return { ...room, booking_list: [...room.booking_list, item] };
          }
          return {
            ...room,
            koika_list: room.koika_list.map((bed) =>
              bed.id === message.koika_id ? { ...bed, booking_list: [...bed.booking_list, item] } : bed,
            ),
          };
        }),
      };
    });
  }
  return changed ? { categories } : data;
}

/** Whether booking `id` is drawn as the legs of a stay with a mid-stay move anywhere in `data`. */
function hasLegBars(data: CalendarResponse, id: number): boolean {
  const leg = (list: CalendarItem[]) => list.some((b) => b.kind === 'booking' && b.id === id && b.leg);
  return data.categories.some((c) =>
    c.room_list.some((r) => leg(r.booking_list) || r.koika_list.some((bed) => leg(bed.booking_list))),
  );
}
