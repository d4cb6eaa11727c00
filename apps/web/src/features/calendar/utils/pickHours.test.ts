import { describe, expect, it } from 'vitest';
import { hourCells } from './hourCells.ts';
import { pickHours } from './pickHours.ts';

const cells = hourCells(0, 24, [
  {
    id: 1,
    status: 'time',
    booking_status: 'reserved',
    check_in: 15 * 3600,
    check_out: 17 * 3600,
    client_name: '',
    duty: 0,
    source_of_sales: '',
    is_time: true,
  },
]);

describe('hourly selection', () => {
  it('marks the hours a hold overlaps as taken', () => {
    expect(cells.filter((c) => c.taken).map((c) => c.start / 3600)).toEqual([15, 16]);
  });

  it('selects twelve hours with one click when they are free', () => {
    expect(pickHours(cells, 2, null, true)).toEqual({ from: 2, to: 13 });
    expect(pickHours(cells, 5, null, true)).toBeNull();
    expect(pickHours(cells, 20, null, true)).toBeNull();
  });

  it('closes a range with the second click in either order, never across a taken hour', () => {
    expect(pickHours(cells, 3, 8, false)).toEqual({ from: 3, to: 8 });
    expect(pickHours(cells, 18, 12, false)).toBeNull();
  });
});
