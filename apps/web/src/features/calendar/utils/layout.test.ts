import { describe, expect, it } from 'vitest';
import { barBox } from './barBox.ts';
import { calendarDays } from './calendarDays.ts';
import { clampNameWidth } from './clampNameWidth.ts';
import { dayWidthFor } from './dayWidthFor.ts';
import { timeToX } from './timeToX.ts';

const ALMATY = 'Asia/Almaty';

describe('calendar layout math', () => {
  const { days, start, end } = calendarDays('2026-11-23', 7, ALMATY, '2026-11-24');
  const starts = days.map((d) => d.start);

  it('starts each day at the property midnight, not the browser one', () => {
    expect(start).toBe(Date.UTC(2026, 10, 22, 19) / 1000);
    expect(end - start).toBe(7 * 86_400);
  });

  it('marks Monday as the first weekday, weekends and today', () => {
    expect(days.map((d) => d.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(days.filter((d) => d.isWeekend).map((d) => d.date)).toEqual(['2026-11-28', '2026-11-29']);
    expect(days.find((d) => d.isToday)?.date).toBe('2026-11-24');
  });

  it('places 14:00 on the second day at 1 7/12 day widths', () => {
    const t = start + 86_400 + 14 * 3600;
    expect(timeToX(t, starts, end, 60)).toBeCloseTo(60 + 35);
  });

  it('clips a stay that began before the window and drops one outside it', () => {
    expect(barBox(start - 86_400, start + 43_200, starts, end, 50)).toMatchObject({ left: 0, width: 25 });
    expect(barBox(end, end + 3600, starts, end, 50)).toBeNull();
  });

  it('never makes day columns narrower than 28 px and keeps the name column in 100–200 px', () => {
    expect(dayWidthFor(800, 160, 60)).toBe(28);
    expect(dayWidthFor(1560, 160, 7)).toBe(199);
    expect([clampNameWidth(40), clampNameWidth(150), clampNameWidth(900)]).toEqual([100, 150, 200]);
  });
});
