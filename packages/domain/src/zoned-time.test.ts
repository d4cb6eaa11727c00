import { describe, expect, it } from 'vitest';
import { addDays, clockInZone, formatDay, formatDayMonth, fromLocal, toLocal } from './zoned-time.ts';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('fromLocal', () => {
  it.each([
    ['2026-12-01', '14:00', 'Asia/Almaty', '2026-12-01T09:00:00Z'],
    ['2026-12-01', '00:00', 'Asia/Almaty', '2026-11-30T19:00:00Z'],
    ['2026-12-01', '14:00', 'UTC', '2026-12-01T14:00:00Z'],
    ['2026-07-01', '12:00', 'Europe/Moscow', '2026-07-01T09:00:00Z'],
    ['2026-03-29', '12:00', 'Europe/Berlin', '2026-03-29T10:00:00Z'],
    ['2026-03-28', '12:00', 'Europe/Berlin', '2026-03-28T11:00:00Z'],
  ])('%s %s in %s is %s', (date, time, tz, iso) => {
    expect(fromLocal(date, time, tz)).toBe(at(iso));
  });
});

describe('toLocal', () => {
  it.each([
    ['2026-12-01T09:00:00Z', 'Asia/Almaty', '2026-12-01', '14:00', 1],
    ['2026-11-30T19:30:00Z', 'Asia/Almaty', '2026-12-01', '00:30', 1],
    ['2026-11-22T10:00:00Z', 'Asia/Almaty', '2026-11-22', '15:00', 6],
  ])('%s in %s is %s %s (weekday %i)', (iso, tz, date, time, weekday) => {
    expect(toLocal(at(iso), tz)).toEqual({ date, time, weekday });
  });

  it('round-trips with fromLocal', () => {
    const s = fromLocal('2026-02-28', '23:15', 'Asia/Almaty');
    expect(toLocal(s, 'Asia/Almaty')).toMatchObject({ date: '2026-02-28', time: '23:15' });
  });
});

describe('calendar days', () => {
  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-11-22', 30, '2026-12-22'],
  ])('%s plus %i days is %s', (d, n, out) => {
    expect(addDays(d, n)).toBe(out);
  });
  it('formats as DD.MM.YYYY', () => {
    expect(formatDay('2026-12-01')).toBe('01.12.2026');
  });
  it('formats within the year as DD.MM', () => {
    expect(formatDayMonth('2026-12-01')).toBe('01.12');
    expect(formatDayMonth('2027-07-05')).toBe('05.07');
  });
});

describe('clockInZone', () => {
  it.each([
    ['Asia/Almaty', '2026-12-01T09:00:00Z'],
    ['Asia/Almaty', '2026-11-30T19:30:59Z'],
    ['Europe/Berlin', '2026-03-29T00:59:00Z'],
    ['Europe/Berlin', '2026-03-29T01:00:00Z'],
    ['America/St_Johns', '2026-07-01T12:00:00Z'],
  ])('agrees with toLocal in %s at %s', (tz, iso) => {
    expect(clockInZone(tz)(at(iso))).toBe(toLocal(at(iso), tz).time);
  });

  it.each([['Europe/Berlin'], ['America/St_Johns'], ['Asia/Almaty']])(
    'one clock read again and again (its texts kept) still agrees with toLocal in %s, over a change of offset',
    (tz) => {
      const clock = clockInZone(tz);
      for (let s = at('2026-03-28T00:00:00Z'); s < at('2026-03-31T00:00:00Z'); s += 7 * 60 + 13)
        expect(clock(s)).toBe(toLocal(s, tz).time);
    },
  );
});
