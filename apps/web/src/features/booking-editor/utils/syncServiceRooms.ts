import type { ServiceValues } from '../types/editorValues.ts';

/**
 * The services' room counts once the group went from `before` to `after` live rooms: a service every
 * room took keeps going to every room, and none goes to more rooms than there are.
 */
export function syncServiceRooms(
  rows: readonly ServiceValues[],
  before: number,
  after: number,
): ServiceValues[] {
  return rows.map((row) =>
    row.rooms === undefined || row.rooms === before || row.rooms > after ? { ...row, rooms: after } : row,
  );
}
