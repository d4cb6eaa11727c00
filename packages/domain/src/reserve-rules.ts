import { calendarMessages } from './messages.ts';
import { minutesOfDay, SECONDS_PER_DAY } from './stay.ts';

/**
 * The period a calendar reserve or repair asks for, after the rules of sections 4 and 5: not-fixed time
 * runs whole days of 24 hours from check-in; the early/late switches demand a time that really is
 * earlier/later than the property's standard. Returns a message on failure.
 */
export function reservePeriod(input: {
  checkIn: number;
  checkOut: number;
  noTime: boolean;
  isEarly: boolean;
  isLate: boolean;
  /** Wall-clock times of check-in and check-out in the property's zone, 'HH:mm'. */
  checkInTime: string;
  checkOutTime: string;
  standardCheckIn: string;
  standardCheckOut: string;
}): { ok: true; checkIn: number; checkOut: number } | { ok: false; message: string; field: string } {
  if (input.checkOut <= input.checkIn) {
    return { ok: false, message: calendarMessages.checkOutBeforeCheckIn, field: 'check_out' };
  }
  if (input.isEarly && minutesOfDay(input.checkInTime) >= minutesOfDay(input.standardCheckIn)) {
    return { ok: false, message: calendarMessages.earlyButNotEarlier, field: 'check_in' };
  }
  if (input.isLate && minutesOfDay(input.checkOutTime) <= minutesOfDay(input.standardCheckOut)) {
    return { ok: false, message: calendarMessages.lateButNotLater, field: 'check_out' };
  }
  if (input.noTime) {
    const days = Math.max(1, Math.round((input.checkOut - input.checkIn) / SECONDS_PER_DAY));
    return { ok: true, checkIn: input.checkIn, checkOut: input.checkIn + days * SECONDS_PER_DAY };
  }
  return { ok: true, checkIn: input.checkIn, checkOut: input.checkOut };
}
