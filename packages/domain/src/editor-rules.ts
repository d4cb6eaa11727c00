/**
 * Rules of the booking editor's step 1 and 2 (specification section 5) that the server enforces and the
 * browser shows before sending: standard check-in/out times against the early/late flags, guests
 * against places, and the property's required client fields.
 */

import type { clientFieldNames } from './company-kinds.ts';
import { calendarMessages, fillMessage, bookingEditorMessages as m, messages } from './messages.ts';

export type Refusal = { message: string; field: string } | null;

/**
 * With 'Ранний заезд' on, the check-in time must be earlier than the standard one; with it off, it may
 * not be earlier. The same for 'Поздний выезд' and a later check-out. Times are 'HH:mm', so string
 * comparison orders them.
 */
export type StayTimes = {
  isEarly: boolean;
  isLate: boolean;
  /** Wall-clock times of check-in and check-out in the property's zone, 'HH:mm'. */
  checkInTime: string;
  checkOutTime: string;
  standardCheckIn: string;
  standardCheckOut: string;
};

export function checkStandardTimes(t: StayTimes): Refusal {
  const time = (v: string) => ({ time: v });
  if (t.isEarly) {
    if (t.checkInTime === t.standardCheckIn) return { message: m.setEarlyTime, field: 'check_in' };
    if (t.checkInTime > t.standardCheckIn)
      return { message: fillMessage(m.earlyMustBeBefore, time(t.standardCheckIn)), field: 'check_in' };
  } else if (t.checkInTime < t.standardCheckIn) {
    return { message: fillMessage(m.checkInNotBefore, time(t.standardCheckIn)), field: 'check_in' };
  }
  if (t.isLate) {
    if (t.checkOutTime === t.standardCheckOut) return { message: m.setLateTime, field: 'check_out' };
    if (t.checkOutTime < t.standardCheckOut)
      return { message: fillMessage(m.lateMustBeAfter, time(t.standardCheckOut)), field: 'check_out' };
  } else if (t.checkOutTime > t.standardCheckOut) {
    return { message: fillMessage(m.checkOutNotAfter, time(t.standardCheckOut)), field: 'check_out' };
  }
  return null;
}

/** How many guests a room takes: its places plus, with the extra-bed switch, the extra adults and children. */
export function guestPlaces(c: {
  placeNumber: number;
  hasAdditional: boolean;
  adultCount: number;
  childCount: number;
}): number {
  return c.placeNumber + (c.hasAdditional ? c.adultCount + c.childCount : 0);
}

/**
 * Whether a stay's guests fit a room it moves to: its guests on main places within the room's places (a
 * bed sold alone has one), and its extra-bed guests, who count only with the extra-bed switch, within the
 * room's additional places. `adultCount`/`childCount` are the extra-bed guests, as in guestPlaces.
 */
export function checkRoomFits(
  stay: {
    mainAdultCount: number;
    mainChildCount: number;
    hasAdditional: boolean;
    adultCount: number;
    childCount: number;
  },
  room: { places: number; additionalPlaces: number },
): Refusal {
  const main = stay.mainAdultCount + stay.mainChildCount;
  const extra = stay.hasAdditional ? stay.adultCount + stay.childCount : 0;
  return main > room.places || extra > room.additionalPlaces
    ? { message: calendarMessages.notEnoughPlaces, field: 'room' }
    : null;
}

/**
 * The places a stay finds where it is moved: a bed sold alone has one place, a room its category's; extra
 * beds are the category's either way. The move, its check and the drag's outline all ask this.
 */
export function placesAt(
  category: { placeNumber: number; additionalPlace: number },
  toBed: boolean,
): { places: number; additionalPlaces: number } {
  return { places: toBed ? 1 : category.placeNumber, additionalPlaces: category.additionalPlace };
}

/**
 * Whether adults and children looking for a room fit it (the free-room finder): the main places first,
 * adults before children, the rest on extra beds, judged by checkRoomFits.
 */
export function checkGuestsFit(
  guests: { adults: number; children: number },
  room: { places: number; additionalPlaces: number },
): Refusal {
  const mainAdultCount = Math.min(guests.adults, room.places);
  const mainChildCount = Math.min(guests.children, room.places - mainAdultCount);
  const adultCount = guests.adults - mainAdultCount;
  const childCount = guests.children - mainChildCount;
  return checkRoomFits(
    { mainAdultCount, mainChildCount, hasAdditional: adultCount + childCount > 0, adultCount, childCount },
    room,
  );
}

/** 'Недостаточно мест' once the clients outnumber the places. */
export function checkGuestCount(clients: number, places: number): Refusal {
  return clients > places ? { message: calendarMessages.notEnoughPlaces, field: 'clients' } : null;
}

type ClientField = (typeof clientFieldNames)[number];
/** Without the property's own list, a reserve or booking needs a first name and a phone number. */
export const defaultRequiredFields: readonly ClientField[] = ['first_name', 'phone_number'];

/**
 * The first empty required field of any client, as `clients.<i>.<field>`. first_name is satisfied by a
 * non-empty full name (last or middle name), as the specification says.
 */
export function missingClientField(
  clients: readonly Partial<Record<ClientField, string | null | undefined>>[],
  required: readonly ClientField[],
): Refusal {
  if (required.length > 0 && clients.length === 0) return { message: m.addClient, field: 'clients' };
  for (const [i, c] of clients.entries()) {
    for (const name of required) {
      const filled =
        name === 'first_name'
          ? [c.first_name, c.last_name, c.middle_name].some((v) => v?.trim())
          : Boolean(c[name]?.trim());
      if (!filled) return { message: messages.required, field: `clients.${i}.${name}` };
    }
  }
  return null;
}
