import { describe, expect, it } from 'vitest';
import { bedRowItems } from './bed-row.ts';

type Item = { id: number; check_in: number; whole_room?: true };

describe("bedRowItems: a bed's row holds the whole room's stays as well as its own", () => {
  it.each<[string, Item[], Item[], Item[]]>([
    ['nothing anywhere', [], [], []],
    ['only its own stay', [], [{ id: 1, check_in: 10 }], [{ id: 1, check_in: 10 }]],
    [
      "the room's booking, marked, before a later own stay",
      [{ id: 5, check_in: 1 }],
      [{ id: 6, check_in: 4 }],
      [
        { id: 5, check_in: 1, whole_room: true },
        { id: 6, check_in: 4 },
      ],
    ],
    [
      'marks already there are made again, never doubled',
      [{ id: 5, check_in: 1 }],
      [{ id: 5, check_in: 1, whole_room: true }],
      [{ id: 5, check_in: 1, whole_room: true }],
    ],
    ['a mark whose room stay is gone goes too', [], [{ id: 5, check_in: 1, whole_room: true }], []],
  ])('%s', (_, room, bed, row) => {
    expect(bedRowItems(room, bed)).toEqual(row);
  });
});
