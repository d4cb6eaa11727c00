/**
 * What to ask before a status step that the front desk may be taking by mistake (issue 10, defect 6).
 * The server allows both (an early check-in is the property's call), so this is a confirmation, asked by
 * every path that advances a status: the editor's button, the group editor's 'для всех' and the
 * calendar popover's button.
 *
 * - 'Заселить' (booked → check_in) before the arrival day in the property's time zone asks, naming the
 *   arrival date. From the arrival day on it does not ask.
 * - 'Выселить' (check_in → check_out) while money is owed (duty > 0) asks, naming the amount.
 */
import type { BookingStatus } from './booking-status.ts';

export type AdvanceWarning =
  /** Checking in before `arrival` ('YYYY-MM-DD' in the property's zone). */
  | { kind: 'early'; arrival: string }
  /** Checking out while the guest still owes `duty`. */
  | { kind: 'owed'; duty: number };

export interface AdvanceWarningInput {
  /** The status the step moves on from. */
  from: BookingStatus;
  /** The arrival day, 'YYYY-MM-DD' in the property's zone (for a group: the latest arrival moved). */
  arrival: string;
  /** Today, 'YYYY-MM-DD' in the property's zone. */
  today: string;
  /** What the booking (or the group) still owes; 0 or less owes nothing. */
  duty: number;
}

/** The warning to ask before the step from `from`, or null when the step needs no confirmation. */
export function advanceWarning({ from, arrival, today, duty }: AdvanceWarningInput): AdvanceWarning | null {
  // 'YYYY-MM-DD' strings compare in date order.
  if (from === 'booked' && arrival > today) return { kind: 'early', arrival };
  if (from === 'check_in' && duty > 0) return { kind: 'owed', duty };
  return null;
}
