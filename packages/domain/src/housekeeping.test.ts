import { describe, expect, it } from 'vitest';
import { auditEntityLabels, auditFieldLabels, formatAuditValue } from './audit.ts';
import {
  byUrgency,
  checkInNeedsConfirm,
  cleansRooms,
  conditionAfterCheckOut,
  conditionAfterTidy,
  conditionChangeRefusal,
  evenAssignment,
  floorOf,
  inUrgencyOrder,
  linenDue,
  nextCondition,
  type RoomCondition,
  roomFloor,
  roomMovement,
  seesEveryRoom,
  tapApplies,
  tapTimeRefusal,
  tidyRunDue,
  type UrgencyRoom,
} from './housekeeping.ts';
import { fromLocal } from './zoned-time.ts';

describe('nextCondition: one tap moves a room along dirty → cleaning → clean → inspected', () => {
  it.each<[RoomCondition, RoomCondition | null]>([
    ['dirty', 'cleaning'],
    ['cleaning', 'clean'],
    ['clean', 'inspected'],
    ['inspected', null],
    ['out_of_order', 'dirty'],
  ])('%s → %s', (from, to) => expect(nextCondition(from)).toBe(to));
});

describe("conditionChangeRefusal: 'Не работает' needs a reason", () => {
  it.each([
    ['out_of_order', undefined, 'reason'],
    ['out_of_order', '   ', 'reason'],
    ['out_of_order', 'Течёт кран', null],
    ['clean', undefined, null],
  ] as const)('%s with reason %j', (to, reason, field) =>
    expect(conditionChangeRefusal({ to, reason })?.field ?? null).toBe(field),
  );
});

describe('the offline queue: a tap’s time', () => {
  const now = 1_800_000_000;
  it.each([
    [now, null],
    [now + 60, null],
    [now + 600, 'tapped_at'],
    [now - 3600, null],
    [now - 25 * 3600, 'tapped_at'],
  ])('a tap at %i', (at, field) => expect(tapTimeRefusal(at, now)?.field ?? null).toBe(field));
  it.each([
    [100, null, true],
    [100, 100, true],
    [99, 100, false],
    [101, 100, true],
  ])('a tap at %i over a change at %j applies: %s', (tap, last, applies) =>
    expect(tapApplies(tap, last)).toBe(applies),
  );
});

describe('checkInNeedsConfirm: a guest goes into a room that is not ready only after asking', () => {
  it.each<[RoomCondition | null, boolean]>([
    ['dirty', true],
    ['cleaning', true],
    ['out_of_order', true],
    ['clean', false],
    ['inspected', false],
    [null, false],
  ])('%s → %s', (c, ask) => expect(checkInNeedsConfirm(c)).toBe(ask));
});

describe('automation', () => {
  it('a check-out makes the room dirty unless the company turned it off', () => {
    expect(conditionAfterCheckOut({ check_out_makes_dirty: true })).toBe('dirty');
    expect(conditionAfterCheckOut({ check_out_makes_dirty: false })).toBeNull();
  });
  it.each<[RoomCondition, RoomCondition | null]>([
    ['clean', 'dirty'],
    ['inspected', 'dirty'],
    ['dirty', null],
    ['cleaning', null],
    ['out_of_order', null],
  ])('the daily tidy: an occupied %s room → %s', (c, to) => expect(conditionAfterTidy(c)).toBe(to));

  const almaty = 'Asia/Almaty';
  const berlin = 'Europe/Berlin';
  const ny = 'America/New_York';
  it.each([
    // [zone, local date, local time, tidy hour, last run, due]
    [almaty, '2026-12-05', '09:59', 10, null, null],
    [almaty, '2026-12-05', '10:00', 10, null, '2026-12-05'],
    [almaty, '2026-12-05', '23:30', 10, '2026-12-04', '2026-12-05'],
    [almaty, '2026-12-05', '10:05', 10, '2026-12-05', null],
    // Europe/Berlin, spring forward 29.03.2026 02:00 → 03:00: a tidy at 2 is due at 03:00.
    [berlin, '2026-03-29', '01:59', 2, '2026-03-28', null],
    [berlin, '2026-03-29', '03:00', 2, '2026-03-28', '2026-03-29'],
    // Berlin, fall back 25.10.2026: 10:00 is still 10:00 local (UTC+1 now, not +2).
    [berlin, '2026-10-25', '10:00', 10, '2026-10-24', '2026-10-25'],
    [berlin, '2026-10-25', '09:30', 10, '2026-10-24', null],
    [ny, '2026-11-01', '10:00', 10, '2026-10-31', '2026-11-01'],
  ] as const)('%s %s %s, tidy at %j, last %j → %j', (zone, date, time, hour, last, due) =>
    expect(
      tidyRunDue({ now: fromLocal(date, time, zone), timeZone: zone, tidyHour: hour, lastRunDate: last }),
    ).toBe(due),
  );
  it('the same instant is 10:00 in Almaty and not yet the tidy hour in Berlin', () => {
    const at = fromLocal('2026-12-05', '10:00', almaty);
    expect(tidyRunDue({ now: at, timeZone: almaty, tidyHour: 10, lastRunDate: null })).toBe('2026-12-05');
    expect(tidyRunDue({ now: at, timeZone: berlin, tidyHour: 10, lastRunDate: null })).toBeNull();
  });

  it.each([
    ['2026-12-01', '2026-12-10', '2026-12-01', 3, false],
    ['2026-12-01', '2026-12-10', '2026-12-03', 3, false],
    ['2026-12-01', '2026-12-10', '2026-12-04', 3, true],
    ['2026-12-01', '2026-12-10', '2026-12-07', 3, true],
    ['2026-12-01', '2026-12-04', '2026-12-04', 3, false],
    ['2026-12-01', '2026-12-10', '2026-12-04', 0, false],
    ['2026-12-01', '2026-12-10', '2026-12-02', 1, true],
  ])('linen: arrived %s, leaves %s, on %s every %i nights → %s', (a, d, on, n, due) =>
    expect(linenDue({ arrivalDate: a, departureDate: d, date: on, everyNights: n })).toBe(due),
  );
});

describe('roomMovement and the urgency order', () => {
  const zone = 'Asia/Almaty';
  const at = (date: string, time: string) => fromLocal(date, time, zone);
  const day = '2026-12-05';
  it.each([
    [[{ check_in: at('2026-12-03', '14:00'), check_out: at(day, '12:00') }], 'departure', null, '12:00'],
    [[{ check_in: at(day, '09:00'), check_out: at('2026-12-07', '12:00') }], 'arrival', '09:00', null],
    [[{ check_in: at('2026-12-03', '14:00'), check_out: at('2026-12-07', '12:00') }], 'stay', null, null],
    [
      [
        { check_in: at('2026-12-03', '14:00'), check_out: at(day, '11:00') },
        { check_in: at(day, '13:00'), check_out: at('2026-12-07', '12:00') },
      ],
      'turnover',
      '13:00',
      '11:00',
    ],
    [[], 'none', null, null],
  ])('%j → %s', (stays, kind, arrival, departure) =>
    expect(roomMovement(stays, day, zone)).toEqual({
      kind,
      arrival_time: arrival,
      departure_time: departure,
    }),
  );

  it('orders rooms to do first, a turnover by its arrival, then departures, stays, arrivals', () => {
    const room = (name: string, condition: RoomCondition, kind: string, arrival: string | null = null) =>
      ({ name, condition, movement: { kind, arrival_time: arrival, departure_time: null } }) as UrgencyRoom;
    const rooms = [
      room('105', 'clean', 'departure'),
      room('104', 'dirty', 'arrival', '15:00'),
      room('103', 'dirty', 'stay'),
      room('102', 'dirty', 'departure'),
      room('110', 'dirty', 'turnover', '14:00'),
      room('101', 'dirty', 'turnover', '10:00'),
      room('2', 'dirty', 'none'),
    ];
    expect(rooms.sort(byUrgency).map((r) => r.name)).toEqual(['101', '110', '102', '103', '104', '2', '105']);
  });
});

describe('inUrgencyOrder: a board re-sorted after a change', () => {
  const none = { kind: 'none' as const, label: '', arrival_time: null, departure_time: null };
  const arrival = (time: string) => ({
    kind: 'arrival' as const,
    label: '',
    arrival_time: time,
    departure_time: null,
  });
  it('a room marked clean sinks below the rooms still to do; the input is left as it was', () => {
    const rooms = [
      { room_name: '101', condition: 'dirty' as const, movement: arrival('14:00') },
      { room_name: '102', condition: 'dirty' as const, movement: arrival('12:00') },
      { room_name: '103', condition: 'cleaning' as const, movement: none },
    ];
    expect(inUrgencyOrder(rooms).map((r) => r.room_name)).toEqual(['102', '101', '103']);
    const after = rooms.map((r) => (r.room_name === '102' ? { ...r, condition: 'clean' as const } : r));
    expect(inUrgencyOrder(after).map((r) => r.room_name)).toEqual(['101', '103', '102']);
    expect(rooms.map((r) => r.room_name)).toEqual(['101', '102', '103']);
  });
});

describe('floors and an even assignment', () => {
  it.each([
    ['101', '1'],
    ['1205', '12'],
    ['А-312', '3'],
    ['Коттедж', ''],
    ['7', ''],
  ])('floorOf(%s) = %j', (name, floor) => expect(floorOf(name)).toBe(floor));

  const rooms = ['101', '102', '103', '201', '202', '301', '302', '303', '304', 'Коттедж'].map((name, i) => ({
    id: i + 1,
    name,
  }));
  const byHousekeeper = (m: Map<number, number>) => {
    const out: Record<number, string[]> = {};
    for (const r of rooms) {
      const h = m.get(r.id);
      if (h !== undefined) out[h] = [...(out[h] ?? []), r.name];
    }
    return out;
  };
  it('by count: runs in name order whose sizes differ by at most one', () => {
    expect(byHousekeeper(evenAssignment(rooms, [7, 8, 9], 'count'))).toEqual({
      7: ['101', '102', '103', '201'],
      8: ['202', '301', '302'],
      9: ['303', '304', 'Коттедж'],
    });
  });
  it('by floor: whole floors, the largest first to the least loaded', () => {
    expect(byHousekeeper(evenAssignment(rooms, [7, 8], 'floor'))).toEqual({
      7: ['301', '302', '303', '304', 'Коттедж'],
      8: ['101', '102', '103', '201', '202'],
    });
  });
  it.each([
    [{ name: '101' }, '1'],
    [{ name: '101', floor: null }, '1'],
    [{ name: '101', floor: 4 }, '4'],
    [{ name: 'Коттедж', floor: 0 }, '0'],
    [{ name: 'Коттедж', floor: -1 }, '-1'],
    [{ name: 'Коттедж' }, ''],
  ])("roomFloor(%j) = %j: the room's own floor first, else its name's", (room, floor) =>
    expect(roomFloor(room)).toBe(floor),
  );
  it("by floor uses a room's own floor before the name's: two cottages on floor 1 go with the 1xx", () => {
    const own = [
      { id: 1, name: '101' },
      { id: 2, name: '102' },
      { id: 3, name: '201' },
      { id: 4, name: 'Коттедж А', floor: 1 },
      { id: 5, name: 'Коттедж Б', floor: 1 },
      { id: 6, name: '301', floor: 2 },
    ];
    const plan = evenAssignment(own, [7, 8], 'floor');
    expect(own.filter((r) => plan.get(r.id) === 7).map((r) => r.name)).toEqual([
      '101',
      '102',
      'Коттедж А',
      'Коттедж Б',
    ]);
    expect(own.filter((r) => plan.get(r.id) === 8).map((r) => r.name)).toEqual(['201', '301']);
  });
  it('nobody to assign to assigns nothing', () => {
    expect(evenAssignment(rooms, [], 'count').size).toBe(0);
  });
});

describe('seesEveryRoom: a housekeeper works with her own rooms only', () => {
  it.each([
    ['housekeeper', false],
    ['housekeeping_supervisor', true],
    ['frontdesk', true],
    ['manager', true],
    ['owner', true],
  ] as const)('%s → %s', (role, all) => expect(seesEveryRoom(role)).toBe(all));
  it.each([
    ['housekeeper', true],
    ['housekeeping_supervisor', true],
    ['frontdesk', false],
    ['accountant', false],
  ] as const)('cleansRooms(%s) → %s', (role, cleans) => expect(cleansRooms(role)).toBe(cleans));
});

describe("the journal reads a condition's change in Russian", () => {
  it.each([
    ['condition', 'dirty', 'Грязный'],
    ['condition', 'out_of_order', 'Не работает'],
    ['linen_change', true, 'да'],
  ] as const)('%s %j → %s', (field, value, text) =>
    expect(formatAuditValue(field, value, 'room_condition', 'Asia/Almaty')).toBe(text),
  );
  it('labels the entity and its fields', () => {
    expect(auditEntityLabels.room_condition).toBe('Состояние номера');
    expect(auditFieldLabels.condition).toBe('Состояние');
  });
});
