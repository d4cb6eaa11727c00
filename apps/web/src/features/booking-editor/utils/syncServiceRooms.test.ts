import { describe, expect, it } from 'vitest';
import { syncServiceRooms } from './syncServiceRooms.ts';

describe('syncServiceRooms', () => {
  it('keeps a service every room took going to every room as rooms join or leave', () => {
    expect(syncServiceRooms([{ service: 1, quantity: 1, rooms: 2 }], 2, 3)).toEqual([
      { service: 1, quantity: 1, rooms: 3 },
    ]);
    expect(syncServiceRooms([{ service: 1, quantity: 1, rooms: 3 }], 3, 2)).toEqual([
      { service: 1, quantity: 1, rooms: 2 },
    ]);
  });
  it('keeps a count staff chose for some rooms, but never above the rooms there are', () => {
    expect(syncServiceRooms([{ service: 1, quantity: 1, rooms: 1 }], 3, 4)).toEqual([
      { service: 1, quantity: 1, rooms: 1 },
    ]);
    expect(syncServiceRooms([{ service: 1, quantity: 1, rooms: 2 }], 3, 1)).toEqual([
      { service: 1, quantity: 1, rooms: 1 },
    ]);
  });
});
