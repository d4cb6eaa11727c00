/**
 * A status step taken on another day than the booking says (issue 28, item 1). A guest who leaves
 * before the last night, or arrives a day or more early, changes the stay itself, not only its status:
 * - 'Выселить' before the departure day (in the property's zone) ends the stay now, so the room is free
 *   from that moment for the next guest, and the stay is re-priced for the nights it really had;
 * - 'Заселить' before the arrival day moves the arrival to now, priced the same way, so the room is
 *   held (and checked free) from the moment the guest is in it.
 * On the arrival or departure day itself nothing moves: an early check-in or a late check-out within the
 * day is the property's call through the editor's flags. The new times keep the editor's rule of standard
 * times (editor-rules.ts, checkStandardTimes): a guest who leaves after today's standard check-out ends
 * the stay at that time, as any departure day does, and is charged no late check-out; a guest who
 * arrives before the standard check-in is an early check-in, flagged and priced as the editor would.
 * Hourly stays have no standard times: they move to the minute. Every status path asks this one rule: the
 * editor's status call, the calendar's and the list's one-click steps, and the group's '… для всех'.
 * The confirmation the front desk sees first (advance-warning.ts) asks on the same days.
 */
import type { BookingStatus } from './booking-status.ts';
import type { MealPeriod } from './meals-within-stay.ts';
import { minutesOfDay } from './stay.ts';
import { fromLocal, toLocal } from './zoned-time.ts';

export interface StayAtStepInput {
  /** The status the step leads to. */
  to: BookingStatus;
  /** The booked stay, unix seconds. */
  checkIn: number;
  checkOut: number;
  /** The moment of the step, unix seconds. */
  now: number;
  /** The property's time zone: its days decide what is early. */
  timeZone: string;
  /** The property's standard times, 'HH:mm'. */
  standardCheckIn: string;
  standardCheckOut: string;
  /** An hourly stay: no standard times apply. */
  isTime: boolean;
  /**
   * The last mid-stay move (stay-legs.ts), when the guest moved rooms: the stay in the current room began
   * then, so an early check-out never ends it before (nor the standard check-out of a day it began on).
   */
  lastMove?: number;
}

export interface StayAtStep {
  checkIn: number;
  checkOut: number;
  /** The new arrival is before the standard check-in: the editor's early check-in. */
  isEarly: boolean;
}

/** The shortest stay an early check-out leaves, so a stay never ends before it began: one minute. */
const MIN_STAY_SECONDS = 60;

/** The stay the step leaves, or null when the step keeps the booked dates. Times fall to the minute. */
export function stayAtStep(input: StayAtStepInput): StayAtStep | null {
  const { to, checkIn, checkOut, now, timeZone, isTime } = input;
  const minute = now - (now % 60);
  const today = toLocal(now, timeZone);
  const clock = minutesOfDay(today.time);
  // 'YYYY-MM-DD' strings compare in date order.
  if (to === 'check_in' && toLocal(checkIn, timeZone).date > today.date) {
    return { checkIn: minute, checkOut, isEarly: !isTime && clock < minutesOfDay(input.standardCheckIn) };
  }
  // A guest checked in ahead of a booked arrival still to come has no stay of the booking's to end early.
  if (to === 'check_out' && toLocal(checkOut, timeZone).date > today.date && checkIn <= minute) {
    // Today's standard check-out, when the stay had already begun by then (not on the arrival day).
    const dayEnd = fromLocal(today.date, input.standardCheckOut, timeZone);
    const begun = Math.max(checkIn, input.lastMove ?? checkIn);
    const pastDayEnd = !isTime && clock > minutesOfDay(input.standardCheckOut) && dayEnd > begun;
    const end = pastDayEnd ? dayEnd : minute;
    return { checkIn, checkOut: Math.max(end, begun + MIN_STAY_SECONDS), isEarly: false };
  }
  return null;
}

/**
 * The meal plans of a stay that now ends on `departure` ('YYYY-MM-DD'): plans after it are dropped, a
 * plan running past it ends on it. Meals before the arrival are kept as they are: an early arrival only
 * widens the stay, so every plan still falls inside it.
 */
export function mealsUntil<M extends MealPeriod>(meals: readonly M[], departure: string): M[] {
  return meals.flatMap((m) => {
    const [from, to] = m.start_date <= m.end_date ? [m.start_date, m.end_date] : [m.end_date, m.start_date];
    if (from > departure) return [];
    return [to > departure ? { ...m, start_date: from, end_date: departure } : m];
  });
}
