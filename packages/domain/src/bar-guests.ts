/**
 * A bar's guests on the calendar's wire (`guests` of GET /api/v2/main/calendar/): a list of five numbers,
 * not an object with five keys, which were a quarter of every bar's bytes (bench/README.md, goal 4).
 * Apart from the answer's schema (calendar-views.ts), so the browser's calendar reads it without zod.
 */

/** A booking's guests as a drag checks them against a room's places. */
export interface BarGuests {
  main_adult_count: number;
  main_child_count: number;
  has_additional: boolean;
  adult_count: number;
  child_count: number;
}

/** [main_adult_count, main_child_count, has_additional (1 or 0), adult_count, child_count]. */
export type WireGuests = [number, number, 0 | 1, number, number];

/** A bar's guests as the calendar call sends them, from their named form. */
export const guestsOnWire = (g: BarGuests): WireGuests => [
  g.main_adult_count,
  g.main_child_count,
  g.has_additional ? 1 : 0,
  g.adult_count,
  g.child_count,
];

/** A bar's `guests` as sent, read back into their named form. */
export const barGuests = ([
  mainAdults,
  mainChildren,
  additional,
  adults,
  children,
]: WireGuests): BarGuests => ({
  main_adult_count: mainAdults,
  main_child_count: mainChildren,
  has_additional: additional === 1,
  adult_count: adults,
  child_count: children,
});
