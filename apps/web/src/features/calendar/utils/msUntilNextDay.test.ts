import { fromLocal } from '@pms/domain';
import { describe, expect, it } from 'vitest';
import { msUntilNextDay } from './msUntilNextDay.ts';

const at = (date: string, time: string, tz: string) => fromLocal(date, time, tz) * 1000;

describe('msUntilNextDay', () => {
  it.each([
    [
      'half a minute before the resort’s midnight',
      at('2026-11-29', '23:59', 'Asia/Almaty') + 30_000,
      'Asia/Almaty',
      31_000,
    ],
    ['at its midnight: the whole day', at('2026-11-30', '00:00', 'Asia/Almaty'), 'Asia/Almaty', 86_401_000],
    [
      'in the property’s zone, not the browser’s',
      at('2026-11-29', '23:00', 'Asia/Aqtobe'),
      'Asia/Aqtobe',
      3_601_000,
    ],
    [
      'a day of 23 hours where clocks go forward',
      at('2026-03-29', '00:00', 'Europe/Berlin'),
      'Europe/Berlin',
      82_801_000,
    ],
  ])('%s', (_name, now, tz, expected) => {
    expect(msUntilNextDay(now, tz)).toBe(expected);
  });
});
