/** Stay arithmetic shared by pricing, the calendar and validation. */
export const SECONDS_PER_DAY = 86_400;

/** Billable days: the ceiling of elapsed seconds over a day (specification section 9); never below one. */
export function stayDays(checkIn: number, checkOut: number): number {
  return Math.max(1, Math.ceil((checkOut - checkIn) / SECONDS_PER_DAY));
}

/** "HH:mm" to minutes after midnight. */
export function minutesOfDay(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/**
 * Early and late flags (section 4): early when the check-in time is before the standard check-in,
 * late when the check-out time is after the standard check-out. In not-fixed time (check-out follows
 * check-in by whole days of 24 h) a stay over 24 hours that is not a whole number of days is also late;
 * in fixed time a 14:00 → 12:00 stay is never whole days, so that rule would mark every stay late.
 */
export function earlyLateFlags(input: {
  checkInTime: string;
  checkOutTime: string;
  standardCheckIn: string;
  standardCheckOut: string;
  stayHours: number;
  fixedTime: boolean;
}): { isEarly: boolean; isLate: boolean } {
  const isEarly = minutesOfDay(input.checkInTime) < minutesOfDay(input.standardCheckIn);
  const fractionalLongStay = !input.fixedTime && input.stayHours > 24 && input.stayHours % 24 !== 0;
  const isLate =
    minutesOfDay(input.checkOutTime) > minutesOfDay(input.standardCheckOut) || fractionalLongStay;
  return { isEarly, isLate };
}
