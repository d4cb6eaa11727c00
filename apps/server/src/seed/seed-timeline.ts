/**
 * Lays out who occupies which unit on which days. Each unit's timeline is generated left to right, so
 * stays on one unit can never overlap: the database's exclusion constraint would reject the seed
 * otherwise. Days are relative to today; a stay [start, end] runs from check-in on `start` to check-out
 * on `end`, so the next stay may begin on the day the previous one ends.
 */
import { CATEGORIES, type CategorySpec, CLOSURES, type ClosureSpec, GROUP_STAY } from './seed-catalogue.ts';
import type { Rng } from './seed-random.ts';

export interface RoomSlot {
  index: number;
  name: string;
  category: CategorySpec;
  /** Number of beds; 0 for a room sold whole. */
  beds: number;
}

export interface StayShape {
  roomIndex: number;
  /** The bed taken (1-based position), or null for the whole room. */
  bedPosition: number | null;
  startDay: number;
  endDay: number;
  /** Set for an hourly booking on `startDay` (= `endDay`). */
  hours: { from: number; count: number } | null;
  isGroup: boolean;
}

export interface Layout {
  stays: StayShape[];
  closures: (ClosureSpec & { roomIndex: number })[];
}

interface Span {
  start: number;
  end: number;
}

type Weights = readonly (readonly [number, number])[];

/** First and last check-in day of generated stays: the past three weeks and the coming five. */
export const FIRST_DAY = -21;
export const LAST_DAY = 35;
/** Beyond two weeks the calendar thins out, as it does at a real resort. */
const NEAR_HORIZON = 14;

const NEAR_GAPS: Weights = [
  [0, 3],
  [1, 3],
  [2, 2],
  [3, 2],
  [4, 1],
];
const FAR_GAPS: Weights = [
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 3],
  [5, 2],
  [7, 1],
];
const BED_GAPS: Weights = [
  [0, 1],
  [1, 2],
  [2, 2],
  [3, 2],
  [5, 1],
];
const ROOM_NIGHTS: Weights = [
  [1, 3],
  [2, 4],
  [3, 4],
  [4, 2],
  [5, 2],
  [7, 1],
];
const COTTAGE_NIGHTS: Weights = [
  [2, 3],
  [3, 3],
  [4, 2],
  [5, 1],
  [7, 1],
];
const BED_NIGHTS: Weights = [
  [1, 2],
  [2, 3],
  [3, 3],
  [4, 2],
  [6, 1],
];
const DORM_NIGHTS: Weights = [
  [1, 2],
  [2, 2],
  [3, 1],
];
/** Share of hostel segments sold as a whole room (a school class, a group of friends). */
const WHOLE_DORM_SHARE = 0.2;
/** Hourly bookings are sold in the smaller rooms only. */
const HOURLY_MAX_PLACES = 3;
/** Days around today where the hourly bookings go: one in the past, one ahead. */
const HOURLY_WINDOWS: readonly Span[] = [
  { start: -14, end: -3 },
  { start: 2, end: 9 },
];

export function resortRooms(): RoomSlot[] {
  return CATEGORIES.flatMap((category) =>
    category.roomNames.map((name) => ({
      name,
      category,
      beds: category.categoryType === 'koika' ? category.placeNumber : 0,
    })),
  ).map((room, index) => ({ ...room, index }));
}

/**
 * Stays from `from` onwards, none starting after `to`, none crossing a `fixed` span: a stay that would
 * run into one is cut short at its start, one that would begin inside it moves past it.
 */
function timeline(
  rng: Rng,
  fixed: Span[],
  from: number,
  to: number,
  gaps: (day: number) => Weights,
  nights: Weights,
) {
  const sorted = [...fixed].sort((a, b) => a.start - b.start);
  const spans: Span[] = [];
  let cursor = from;
  for (;;) {
    const start = cursor + rng.weighted(gaps(cursor));
    if (start > to) return spans;
    let end = start + rng.weighted(nights);
    const clash = sorted.find((f) => start < f.end && end > f.start);
    if (clash && start >= clash.start) {
      cursor = clash.end;
      continue;
    }
    if (clash) end = clash.start;
    spans.push({ start, end });
    cursor = end;
  }
}

const roomGaps = (day: number) => (day < NEAR_HORIZON ? NEAR_GAPS : FAR_GAPS);

function dormStays(rng: Rng, room: RoomSlot): StayShape[] {
  const stays: StayShape[] = [];
  const stay = (bedPosition: number | null, s: Span): StayShape => ({
    roomIndex: room.index,
    bedPosition,
    startDay: s.start,
    endDay: s.end,
    hours: null,
    isGroup: false,
  });
  let cursor = FIRST_DAY;
  while (cursor <= LAST_DAY) {
    if (rng.chance(WHOLE_DORM_SHARE)) {
      const start = cursor + rng.int(0, 2);
      const end = start + rng.weighted(DORM_NIGHTS);
      if (start <= LAST_DAY) stays.push(stay(null, { start, end }));
      cursor = end;
      continue;
    }
    // A stretch sold bed by bed: every bed gets its own timeline that ends by the stretch's last day.
    const stretchEnd = cursor + rng.int(5, 9);
    const lastStart = Math.min(stretchEnd - 1, LAST_DAY);
    for (let bed = 1; bed <= room.beds; bed++) {
      const fence = [{ start: stretchEnd, end: Number.POSITIVE_INFINITY }];
      for (const s of timeline(rng, fence, cursor, lastStart, () => BED_GAPS, BED_NIGHTS))
        stays.push(stay(bed, s));
    }
    cursor = stretchEnd;
  }
  return stays;
}

/**
 * Hourly bookings (a day room between trains, a rest after the road) go into a free day between two
 * stays of an ordinary room with nothing fixed on it.
 */
function hourlyStays(rng: Rng, rooms: RoomSlot[], stays: StayShape[], fixedRooms: Set<number>): StayShape[] {
  const byRoom = new Map<number, StayShape[]>();
  for (const s of stays) {
    const room = rooms[s.roomIndex] as RoomSlot;
    if (room.beds > 0 || room.category.placeNumber > HOURLY_MAX_PLACES || fixedRooms.has(s.roomIndex))
      continue;
    byRoom.set(s.roomIndex, [...(byRoom.get(s.roomIndex) ?? []), s]);
  }
  const freeDays: { roomIndex: number; day: number }[] = [];
  for (const [roomIndex, list] of byRoom) {
    for (let i = 1; i < list.length; i++) {
      const prev = list[i - 1] as StayShape;
      const next = list[i] as StayShape;
      if (next.startDay - prev.endDay >= 2) freeDays.push({ roomIndex, day: prev.endDay + 1 });
    }
  }
  const used = new Set<number>();
  const hourly: StayShape[] = [];
  for (const window of HOURLY_WINDOWS) {
    const options = freeDays.filter(
      (f) => f.day >= window.start && f.day <= window.end && !used.has(f.roomIndex),
    );
    if (options.length === 0) continue;
    const { roomIndex, day } = rng.pick(options);
    used.add(roomIndex);
    hourly.push({
      roomIndex,
      bedPosition: null,
      startDay: day,
      endDay: day,
      hours: { from: rng.int(10, 15), count: rng.int(2, 4) },
      isGroup: false,
    });
  }
  return hourly;
}

export function layoutStays(rng: Rng, rooms: RoomSlot[]): Layout {
  const byName = new Map(rooms.map((r) => [r.name, r]));
  const fixed = new Map<number, Span[]>();
  const addFixed = (roomIndex: number, span: Span) =>
    fixed.set(roomIndex, [...(fixed.get(roomIndex) ?? []), span]);

  const closures = CLOSURES.map((c) => {
    const room = byName.get(c.roomName);
    if (!room) throw new Error(`seed: closure on unknown room ${c.roomName}`);
    addFixed(room.index, { start: c.startDay, end: c.endDay });
    return { ...c, roomIndex: room.index };
  });

  const stays: StayShape[] = [];
  const groupRooms = rooms
    .filter((r) => r.category.name === GROUP_STAY.categoryName)
    .slice(0, GROUP_STAY.rooms);
  for (const room of groupRooms) {
    const span = { start: GROUP_STAY.startDay, end: GROUP_STAY.startDay + GROUP_STAY.nights };
    addFixed(room.index, span);
    stays.push({
      roomIndex: room.index,
      bedPosition: null,
      startDay: span.start,
      endDay: span.end,
      hours: null,
      isGroup: true,
    });
  }

  for (const room of rooms) {
    if (room.beds > 0) {
      stays.push(...dormStays(rng, room));
      continue;
    }
    const nights = room.category.placeNumber >= 6 ? COTTAGE_NIGHTS : ROOM_NIGHTS;
    for (const s of timeline(rng, fixed.get(room.index) ?? [], FIRST_DAY, LAST_DAY, roomGaps, nights)) {
      stays.push({
        roomIndex: room.index,
        bedPosition: null,
        startDay: s.start,
        endDay: s.end,
        hours: null,
        isGroup: false,
      });
    }
  }
  stays.sort((a, b) => a.roomIndex - b.roomIndex || a.startDay - b.startDay);
  stays.push(...hourlyStays(rng, rooms, stays, new Set(fixed.keys())));
  return { stays, closures };
}
