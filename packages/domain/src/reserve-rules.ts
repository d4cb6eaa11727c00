import { checkStandardTimes, type StayTimes } from './editor-rules.ts';
import { calendarMessages } from './messages.ts';
import { earlyLateFlags, minutesOfDay, SECONDS_PER_DAY } from './stay.ts';

/**
 * The period a calendar reserve or repair asks for, after the rules of sections 4 and 5: not-fixed time
 * runs whole days of 24 hours from check-in; an early/late switch that is on demands a time that really
 * is earlier/later than the property's standard ('Вы выбрали ранний заезд, но время не раньше'); a switch
 * left off is set from the times (section 4: early when the check-in is before the standard time).
 *
 * The flags it returns are the stay's, so the reserve passes the editor's own check (checkStandardTimes)
 * on its first save: a reserve the calendar accepts is never refused by the editor for its times.
 * Hourly stays (`standardTimes: false`) keep their flags and are not held to the standard times.
 */
export function reservePeriod(
  input: StayTimes & {
    checkIn: number;
    checkOut: number;
    noTime: boolean;
    /** False for hourly stays, which are priced and held by the hour. */
    standardTimes?: boolean;
  },
):
  | { ok: true; checkIn: number; checkOut: number; isEarly: boolean; isLate: boolean }
  | { ok: false; message: string; field: string } {
  if (input.checkOut <= input.checkIn) {
    return { ok: false, message: calendarMessages.checkOutBeforeCheckIn, field: 'check_out' };
  }
  const checkIn = input.checkIn;
  let checkOut = input.checkOut;
  let checkOutTime = input.checkOutTime;
  if (input.noTime) {
    const days = Math.max(1, Math.round((input.checkOut - input.checkIn) / SECONDS_PER_DAY));
    checkOut = checkIn + days * SECONDS_PER_DAY;
    checkOutTime = input.checkInTime;
  }
  if (input.standardTimes === false) {
    return { ok: true, checkIn, checkOut, isEarly: input.isEarly, isLate: input.isLate };
  }
  if (input.isEarly && minutesOfDay(input.checkInTime) >= minutesOfDay(input.standardCheckIn)) {
    return { ok: false, message: calendarMessages.earlyButNotEarlier, field: 'check_in' };
  }
  if (input.isLate && minutesOfDay(checkOutTime) <= minutesOfDay(input.standardCheckOut)) {
    return { ok: false, message: calendarMessages.lateButNotLater, field: 'check_out' };
  }
  const times = {
    checkInTime: input.checkInTime,
    checkOutTime,
    standardCheckIn: input.standardCheckIn,
    standardCheckOut: input.standardCheckOut,
  };
  const derived = earlyLateFlags({ ...times, stayHours: (checkOut - checkIn) / 3600, fixedTime: true });
  const flags = { isEarly: input.isEarly || derived.isEarly, isLate: input.isLate || derived.isLate };
  // The editor's rule is the judge: what it would refuse, the calendar refuses now, with its message.
  const refusal = checkStandardTimes({ ...times, ...flags });
  if (refusal) return { ok: false, ...refusal };
  return { ok: true, checkIn, checkOut, ...flags };
}
