/** A booking as an open editor receives it: its version and who wrote that version. */
export interface WrittenBooking {
  id: number;
  version: number;
  /** The employee whose write raised `version` last; null for the system or no one known. */
  updated_by: number | null;
  updated_by_name: string | null;
  /** Theirs, when given: 'изменил' or 'изменила'. */
  updated_by_gender: 'male' | 'female' | null;
}

/**
 * The change another employee made since the editor last saw these bookings ('Бронь изменил … —
 * обновить?'), or null. A booking counts when its version rose past the one seen (a booking not seen
 * yet, from 0) and the server names a writer other than `me`: the editor's own saves, status steps,
 * cancellations and payments are named as `me` by the server, so they never ask, however many versions
 * they raise; nor does a write with no employee (the sweeper).
 */
export function colleagueChanged(
  seen: ReadonlyMap<number, number>,
  received: readonly WrittenBooking[],
  me: number,
): WrittenBooking | null {
  return (
    received.find((b) => b.version > (seen.get(b.id) ?? 0) && b.updated_by !== null && b.updated_by !== me) ??
    null
  );
}
