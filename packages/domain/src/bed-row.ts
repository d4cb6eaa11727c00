/**
 * A bed's row on the timeline. Kept apart from the calendar's answer schemas (calendar-views.ts) so the
 * browser's calendar draws its rows without building those schemas, or loading zod, before its first bar
 * (issue 31, login → first bar).
 */

/**
 * What holds the bed itself, and what holds its whole room (a booking without a bed, a repair or a block
 * holds every bed of the room), the latter marked `whole_room` so it is drawn as 'the room is booked',
 * not as the bed's own stay. Earlier check-in first. The server answers the calendar with it and the
 * browser redraws a bed's row with it after a live change, so both agree; marks already in `bedItems`
 * are dropped and made again from `roomItems`.
 */
export function bedRowItems<T extends { check_in: number; whole_room?: true }>(
  roomItems: readonly T[],
  bedItems: readonly T[],
): T[] {
  return [
    ...roomItems.map((item) => ({ ...item, whole_room: true as const })),
    ...bedItems.filter((item) => !item.whole_room),
  ].sort((a, b) => a.check_in - b.check_in);
}
