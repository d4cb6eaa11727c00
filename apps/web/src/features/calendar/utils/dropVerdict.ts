import { checkRoomFits, isGoneStatus, placesAt } from '@pms/domain';
import type { CalendarCategory, CalendarItem } from '../types/calendarTypes.ts';
import type { MoveDrop } from '../types/moveDrop.ts';
import { findRoom } from './findRoom.ts';
import { moveInput } from './moveInput.ts';

/** What a dragged bar would land on: a free place, one something else holds, or too few places. */
export type DropVerdict = 'free' | 'taken' | 'crowded';

/**
 * The drag's own judgement of a drop (issue 28, item 5), from the bars the calendar has: the target room
 * (or bed) is taken when any other bar still holding it overlaps the moved stay (a draft's own block is
 * not other); a room held whole holds
 * its beds and a bed's bar holds its room. Then the booking's guests against the places there, by the
 * domain's checkRoomFits and placesAt, as the move itself checks. The move dialog asks the server again.
 */
export function dropVerdict(
  categories: readonly CalendarCategory[],
  drop: MoveDrop,
  timeZone: string,
): DropVerdict {
  const found = findRoom(categories, drop.roomId, drop.bedId);
  if (!found) return 'free';
  const { room, category } = found;
  // A leg of a stay with a mid-stay move brings only its own part to the new room (issue 28, item 3).
  const { check_in, check_out } = drop.item.leg ? drop.item : moveInput(drop, timeZone);
  const beds = drop.bedId === null ? room.koika_list : room.koika_list.filter((b) => b.id === drop.bedId);
  const others = [...room.booking_list, ...beds.flatMap((bed) => bed.booking_list)];
  // The bar itself, and the channel block a draft was made from: the block holds its room for that
  // draft until the draft's save consumes it, so it is never in the draft's way (issue 28, item 4).
  const self = (i: CalendarItem) =>
    (i.kind === drop.item.kind && i.id === drop.item.id) ||
    (drop.item.kind === 'booking' && i.kind === 'block' && i.draft === drop.item.id);
  const holds = (i: CalendarItem) =>
    !self(i) && !isGoneStatus(i.status) && i.check_in < check_out && i.check_out > check_in;
  if (others.some(holds)) return 'taken';
  const guests = drop.item.guests;
  if (!guests) return 'free';
  const crowded = checkRoomFits(
    {
      mainAdultCount: guests.main_adult_count,
      mainChildCount: guests.main_child_count,
      hasAdditional: guests.has_additional,
      adultCount: guests.adult_count,
      childCount: guests.child_count,
    },
    placesAt(
      { placeNumber: category.place_number, additionalPlace: category.additional_place },
      drop.bedId !== null,
    ),
  );
  return crowded ? 'crowded' : 'free';
}
