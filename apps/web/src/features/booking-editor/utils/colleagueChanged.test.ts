import { describe, expect, it } from 'vitest';
import { colleagueChanged, type WrittenBooking } from './colleagueChanged.ts';

const ME = 7;
const COLLEAGUE = 9;
const booking = (id: number, version: number, by: number | null): WrittenBooking => ({
  id,
  version,
  updated_by: by,
  updated_by_name: by === COLLEAGUE ? 'Иванов Иван' : by === ME ? 'Петров Пётр' : null,
  updated_by_gender: by === null ? null : 'male',
});
// The parent 1 at version 3 and the room 2 at version 5, as the editor saw them.
const seen = new Map([
  [1, 3],
  [2, 5],
]);

describe('colleagueChanged', () => {
  it.each([
    ['nothing newer', [booking(1, 3, COLLEAGUE), booking(2, 5, COLLEAGUE)], null],
    ['my own save raised the parent', [booking(1, 4, ME), booking(2, 5, COLLEAGUE)], null],
    ['my own steps raised both, by several versions', [booking(1, 6, ME), booking(2, 9, ME)], null],
    ['the sweeper (no employee) raised a room', [booking(1, 3, ME), booking(2, 6, null)], null],
    ['a colleague saved the parent', [booking(1, 4, COLLEAGUE), booking(2, 5, ME)], 1],
    ['a colleague changed one room', [booking(1, 3, ME), booking(2, 6, COLLEAGUE)], 2],
    ['a room not seen yet, joined by me', [booking(1, 3, ME), booking(3, 1, ME)], null],
    ['a room not seen yet, changed by a colleague', [booking(1, 3, ME), booking(3, 2, COLLEAGUE)], 3],
    ['an older answer than seen', [booking(1, 2, COLLEAGUE)], null],
  ])('%s', (_case, received, changed) => {
    expect(colleagueChanged(seen, received, ME)?.id ?? null).toBe(changed);
  });

  it("names the colleague whose change it is (for 'Бронь изменил … — обновить?')", () => {
    expect(colleagueChanged(seen, [booking(2, 6, COLLEAGUE)], ME)?.updated_by_name).toBe('Иванов Иван');
  });
});
