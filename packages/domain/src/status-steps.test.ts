import { describe, expect, it } from 'vitest';
import type { BookingStatus } from './booking-status.ts';
import { advanceStatus, statusChangeRefusal, stepDone, stepPaths } from './status-steps.ts';

describe('advanceStatus', () => {
  it.each<[BookingStatus, BookingStatus | null]>([
    ['reserved', 'booked'],
    ['booked', 'check_in'],
    ['check_in', 'check_out'],
    ['check_out', null],
    ['new', null],
    ['canceled', null],
    ['expired', null],
  ])('%s advances to %s', (from, to) => {
    expect(advanceStatus(from)).toBe(to);
  });
});

describe('statusChangeRefusal', () => {
  it.each<[BookingStatus, BookingStatus, string | null]>([
    ['reserved', 'booked', null],
    ['booked', 'check_in', null],
    ['check_in', 'check_out', null],
    ['reserved', 'check_out', 'Бронь в статусе «Резерв». Следующий шаг — «Бронирование»'],
    ['reserved', 'check_in', 'Бронь в статусе «Резерв». Следующий шаг — «Бронирование»'],
    ['reserved', 'reserved', 'Бронь в статусе «Резерв». Следующий шаг — «Бронирование»'],
    ['booked', 'reserved', 'Бронь в статусе «Бронь». Следующий шаг — «Заселить»'],
    ['booked', 'check_out', 'Бронь в статусе «Бронь». Следующий шаг — «Заселить»'],
    ['check_in', 'booked', 'Бронь в статусе «Заселен». Следующий шаг — «Выселить»'],
    ['check_out', 'reserved', 'Статус «Выселен» нельзя продвинуть дальше'],
    ['check_out', 'check_out', 'Статус «Выселен» нельзя продвинуть дальше'],
    ['canceled', 'reserved', 'Статус «Отменена» нельзя продвинуть дальше'],
    ['expired', 'booked', 'Статус «Истёк резерв» нельзя продвинуть дальше'],
    ['new', 'booked', 'Сохраните изменения!'],
  ])('%s → %s: %s', (from, to, refusal) => {
    expect(statusChangeRefusal(from, to)).toBe(refusal);
  });
});

describe('stepPaths', () => {
  it('names the calendar step of every status a step leads to', () => {
    expect(stepPaths).toEqual({ booked: 'book', check_in: 'check-in', check_out: 'check-out' });
  });
});

describe('stepDone', () => {
  it.each<[BookingStatus, string]>([
    ['booked', 'Забронировано!'],
    ['check_in', 'Заселили!'],
    ['check_out', 'Выселили!'],
    ['reserved', ''],
    ['canceled', ''],
  ])('a step into %s says %s', (to, done) => {
    expect(stepDone(to)).toBe(done);
  });
});
