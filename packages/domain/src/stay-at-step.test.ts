import { describe, expect, it } from 'vitest';
import { mealsUntil, type StayAtStepInput, stayAtStep } from './stay-at-step.ts';
import { fromLocal } from './zoned-time.ts';

const tz = 'Asia/Almaty';
const at = (date: string, time: string) => fromLocal(date, time, tz);
// The booking: 08.01 14:00 – 10.01 12:00.
const standard = { standardCheckIn: '14:00', standardCheckOut: '12:00', isTime: false, timeZone: tz };
const booked = { checkIn: at('2027-01-08', '14:00'), checkOut: at('2027-01-10', '12:00'), ...standard };

describe('stayAtStep', () => {
  it.each<
    [string, Pick<StayAtStepInput, 'to' | 'now'> & Partial<StayAtStepInput>, ReturnType<typeof stayAtStep>]
  >([
    [
      'check-out before the last night ends the stay now, to the minute',
      { to: 'check_out', now: at('2027-01-09', '10:15') + 42 },
      { checkIn: booked.checkIn, checkOut: at('2027-01-09', '10:15'), isEarly: false },
    ],
    [
      "check-out after today's standard check-out ends the stay at it, with no late charge",
      { to: 'check_out', now: at('2027-01-09', '15:00') },
      { checkIn: booked.checkIn, checkOut: at('2027-01-09', '12:00'), isEarly: false },
    ],
    [
      'an hourly stay ends to the minute whatever the standard times',
      { to: 'check_out', now: at('2027-01-09', '15:00'), isTime: true },
      { checkIn: booked.checkIn, checkOut: at('2027-01-09', '15:00'), isEarly: false },
    ],
    [
      'a guest who moved rooms after the standard check-out today leaves from the new room now',
      { to: 'check_out', now: at('2027-01-09', '15:20'), lastMove: at('2027-01-09', '15:00') },
      { checkIn: booked.checkIn, checkOut: at('2027-01-09', '15:20'), isEarly: false },
    ],
    [
      'a guest who moved rooms a minute ago stays at least a minute in the new room',
      { to: 'check_out', now: at('2027-01-09', '15:00') + 30, lastMove: at('2027-01-09', '15:00') },
      { checkIn: booked.checkIn, checkOut: at('2027-01-09', '15:01'), isEarly: false },
    ],
    [
      'a move yesterday changes nothing about today’s standard check-out',
      { to: 'check_out', now: at('2027-01-09', '15:00'), lastMove: at('2027-01-08', '20:00') },
      { checkIn: booked.checkIn, checkOut: at('2027-01-09', '12:00'), isEarly: false },
    ],
    [
      'check-out on the departure day keeps the dates',
      { to: 'check_out', now: at('2027-01-10', '09:00') },
      null,
    ],
    [
      'a late check-out after the departure keeps the dates',
      { to: 'check_out', now: at('2027-01-11', '09:00') },
      null,
    ],
    [
      'check-out two nights early',
      { to: 'check_out', now: at('2027-01-08', '20:00') },
      { checkIn: booked.checkIn, checkOut: at('2027-01-08', '20:00'), isEarly: false },
    ],
    [
      'check-out before the booked arrival (checked in ahead, dates kept) keeps the dates',
      { to: 'check_out', now: at('2027-01-08', '11:00') },
      null,
    ],
    [
      'check-out in the very minute of the arrival still leaves a stay of a minute',
      { to: 'check_out', now: at('2027-01-08', '14:00') + 5 },
      { checkIn: booked.checkIn, checkOut: booked.checkIn + 60, isEarly: false },
    ],
    [
      'check-in a day early moves the arrival to now',
      { to: 'check_in', now: at('2027-01-07', '18:30') },
      { checkIn: at('2027-01-07', '18:30'), checkOut: booked.checkOut, isEarly: false },
    ],
    [
      'check-in a day early before the standard time is an early check-in',
      { to: 'check_in', now: at('2027-01-07', '09:05') },
      { checkIn: at('2027-01-07', '09:05'), checkOut: booked.checkOut, isEarly: true },
    ],
    [
      'an hourly stay arriving early is never flagged early',
      { to: 'check_in', now: at('2027-01-07', '09:05'), isTime: true },
      { checkIn: at('2027-01-07', '09:05'), checkOut: booked.checkOut, isEarly: false },
    ],
    [
      'check-in on the arrival day, before its time, keeps the dates',
      { to: 'check_in', now: at('2027-01-08', '10:00') },
      null,
    ],
    ['a late check-in keeps the dates', { to: 'check_in', now: at('2027-01-09', '10:00') }, null],
    ['the reserve → booked step never moves dates', { to: 'booked', now: at('2027-01-01', '10:00') }, null],
  ])('%s', (_name, input, expected) => {
    expect(stayAtStep({ ...booked, ...input })).toEqual(expected);
  });

  it("decides 'today' in the property's zone, not UTC", () => {
    // 09.01 00:30 in Almaty is still 08.01 in UTC: the departure day 09.01 is today there.
    const stay = { checkIn: at('2027-01-08', '14:00'), checkOut: at('2027-01-09', '12:00'), ...standard };
    expect(stayAtStep({ ...stay, to: 'check_out', now: at('2027-01-09', '00:30') })).toBeNull();
  });
});

describe('mealsUntil', () => {
  const plan = (start_date: string, end_date: string) => ({ start_date, end_date, tariff: 1 });
  it.each([
    [
      'a plan inside the stay is kept',
      [plan('2027-01-08', '2027-01-09')],
      [plan('2027-01-08', '2027-01-09')],
    ],
    [
      'a plan past the departure ends on it',
      [plan('2027-01-08', '2027-01-10')],
      [plan('2027-01-08', '2027-01-09')],
    ],
    ['a plan after the departure is dropped', [plan('2027-01-10', '2027-01-10')], []],
    [
      'a reversed plan is read in date order',
      [plan('2027-01-10', '2027-01-08')],
      [plan('2027-01-08', '2027-01-09')],
    ],
  ])('%s', (_name, meals, expected) => {
    expect(mealsUntil(meals, '2027-01-09')).toEqual(expected);
  });
});
