/**
 * GET /main/calendar/: categories → rooms → beds, each with what holds it in the window, shaped as the
 * timeline and its tooltips need them (client, source, status, amount left to pay, bed, time range).
 */
import {
  type BookingStatus,
  bedRowItems,
  blockReserveRefusal,
  type CalendarWireItem,
  calendarMessages,
  can,
  clockInZone,
  DEFAULT_CONDITION,
  guestsOnWire,
  parseMoney,
  type RoomCondition,
  stayLegs,
  toLocal,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest } from '../../http/errors.ts';
import { calendarWorkbook } from '../../render/calendar-xlsx.ts';
import { legsOfStaysIn, type MoneyRow, moneyOf } from '../bookings/index.ts';
import { conditionMarks } from '../housekeeping/index.ts';
import {
  calendarRepository as repo,
  type WindowBookingRow,
  type WindowHoldRow,
} from './calendar.repository.ts';

const MAX_WINDOW = 400 * 86_400;

/**
 * What each booking still owes, in tiyn, by the one read of a booking's money (bookings' moneyOf, domain
 * room-duty.ts): a room of a group takes its share of the group's payments, taken on the parent, so the
 * calendar's bars and the today counters agree with the booking's detail, the list and the documents.
 */
export async function dutiesOf(db: Db, companyId: number, rows: readonly MoneyRow[]) {
  const duties = new Map<number, number>();
  for (const [id, m] of await moneyOf(db, companyId, rows)) duties.set(id, m.owed);
  return duties;
}

/** A bar's amount left to pay, in tenge: an overpayment is 0 here (the editor shows it as 'Переплата'). */
async function barDuties(db: Db, companyId: number, rows: Parameters<typeof dutiesOf>[2]) {
  const duties = await dutiesOf(db, companyId, rows);
  return (id: number) => Math.max(0, duties.get(id) ?? 0) / 100;
}

type EarlierLegs = Awaited<ReturnType<typeof legsOfStaysIn>>;

/** Where one bar of a booking sits and over which period, with its leg mark on a stay with legs. */
interface BarPlace {
  roomId: number;
  bedId: number | null;
  checkIn: number;
  checkOut: number;
  leg?: NonNullable<CalendarWireItem['leg']>;
}

/**
 * A booking's bars in the window [start, end): the booking itself, or for a stay with a mid-stay move
 * (issue 28, item 3) one bar per room lived in over that room's period (domain stayLegs), the legs
 * outside the window left out; with `roomId`, only the legs in that room.
 */
function barPlaces(
  b: WindowBookingRow,
  legs: EarlierLegs,
  q: { start: number; end: number; roomId?: number },
  currentRoomName: (roomId: number) => string,
): BarPlace[] {
  const earlier = legs.get(b.id) ?? [];
  if (earlier.length === 0)
    return [{ roomId: b.room_id, bedId: b.bed_id, checkIn: b.check_in, checkOut: b.check_out }];
  const all = stayLegs(
    { roomId: b.room_id, bedId: b.bed_id, categoryId: 0, checkIn: b.check_in, checkOut: b.check_out },
    earlier,
  );
  const rooms = [...earlier.map((l) => l.roomName), currentRoomName(b.room_id)];
  return all.flatMap((leg, index) =>
    leg.to > q.start && leg.from < q.end && (q.roomId === undefined || leg.roomId === q.roomId)
      ? [
          {
            roomId: leg.roomId,
            bedId: leg.bedId,
            checkIn: leg.from,
            checkOut: leg.to,
            leg: { index, count: all.length, stay_check_in: b.check_in, stay_check_out: b.check_out, rooms },
          },
        ]
      : [],
  );
}

/**
 * One bar as sent. Every bar carries what its tooltip shows; the optional fields appear only when they
 * say something (an hourly stay, a group member, a reserve's expiry, a repair's comment, whether a block is the property's
 * own). Where a bar sits (category, room, bed) is where it is nested, so it is not repeated on each of
 * thousands of bars: that kept a 60-day answer at 500 rooms 38 % smaller (bench/README.md).
 */
type CalendarItem = CalendarWireItem;

/**
 * Whether the actor sees what bookings cost (issue 25): without 'bookings.view' (the housekeeper) the
 * bars and the hourly dialog carry no amount and no debt.
 */
export const seesMoney = (actor: Actor) => can(actor.role, 'bookings.view');

/**
 * Whether the calendar's search matches guests' phones for the actor: not for a role without the guests'
 * records (the housekeepers, issue 33), so a search cannot probe a number.
 */
export const findsByPhone = (actor: Actor) => can(actor.role, 'clients.view');

/** Whether the actor may reserve an own block: the blocks' 'may_reserve' differ by it (issue 28, item 8). */
export const reservesBlocks = (actor: Actor) => blockReserveRefusal({ isOwn: true }, actor.role) === null;

export async function calendar(db: Db, actor: Actor, q: { start: number; end: number; search?: string }) {
  const { companyId } = actor;
  if (q.end <= q.start) throw badRequest(calendarMessages.periodEndBeforeStart, 'end');
  if (q.end - q.start > MAX_WINDOW) throw badRequest(calendarMessages.calendarTooLong, 'end');
  // Every read at once, the stays' earlier legs too (they are found by the window, not by the bookings
  // read): on PostgreSQL each takes its own pooled connection, and a fresh answer waits for one round
  // trip, not two (bench/README.md, calendar.ts).
  const [{ cats, roomRows, bedRows }, bookingRows, repairRows, blockRows, legs, marks] = await Promise.all([
    repo.tree(db, companyId),
    repo.bookingsIn(db, companyId, q.start, q.end, q.search || undefined, undefined, findsByPhone(actor)),
    repo.repairsIn(db, companyId, q.start, q.end),
    repo.blocksIn(db, companyId, q.start, q.end),
    legsOfStaysIn(db, companyId, q.start, q.end),
    // Each room's and bed's condition (issue 33): one read of the company's marked units, beside the rest.
    conditionMarks(db, companyId),
  ]);
  const tz = actor.timeZone;
  const money = seesMoney(actor);
  // Only a group's rooms need another read (the group's other rooms); a window of single stays has none.
  const dutyOf = money ? await barDuties(db, companyId, bookingRows) : () => 0;
  const roomNames = new Map(roomRows.map((r) => [r.id, r.name]));

  const clock = clockInZone(tz);
  const span = (from: number, to: number) => ({ start: clock(from), end: clock(to) });

  const byRoom = new Map<number, CalendarItem[]>();
  const byBed = new Map<number, CalendarItem[]>();
  const push = (map: Map<number, CalendarItem[]>, key: number, item: CalendarItem) => {
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  };

  for (const b of bookingRows as WindowBookingRow[]) {
    const amount = parseMoney(b.common_amount);
    for (const place of barPlaces(b, legs, q, (id) => roomNames.get(id) ?? '')) {
      const item: CalendarItem = {
        id: b.id,
        number: b.number,
        kind: 'booking',
        status: b.status as BookingStatus,
        check_in: place.checkIn,
        check_out: place.checkOut,
        common_amount: amount / 100,
        duty: dutyOf(b.id),
        client: b.client ?? '',
        source: b.source ?? calendarMessages.directSale,
        time: span(place.checkIn, place.checkOut),
        guests: guestsOnWire(b),
      };
      if (!money) withoutMoney(item);
      if (b.is_time) item.is_time = true;
      if (b.group_parent) item.group_parent = b.group_parent;
      if (b.expire_on !== null) item.expire_on = b.expire_on;
      if (place.leg) item.leg = place.leg;
      if (place.bedId) push(byBed, place.bedId, item);
      else push(byRoom, place.roomId, item);
    }
  }
  const holdItem = (h: WindowHoldRow, kind: 'repair' | 'block'): CalendarItem => {
    const item: CalendarItem = {
      id: h.id,
      kind,
      status: kind,
      check_in: h.check_in,
      check_out: h.check_out,
      common_amount: 0,
      duty: 0,
      client: '',
      source: kind === 'block' ? (h.channel ?? '') : '',
      time: span(h.check_in, h.check_out),
    };
    if (!money) withoutMoney(item);
    if (kind === 'repair') item.comment = h.comment ?? '';
    else {
      item.is_own = Boolean(h.is_own);
      // Whether this viewer may press 'резерв' on it: the rule the reserve itself refuses by.
      item.may_reserve = blockReserveRefusal({ isOwn: item.is_own }, actor.role) === null;
      // The draft it holds its room for is no conflict for that draft's drag (issue 28, item 4).
      if (h.draft !== null) item.draft = h.draft;
    }
    return item;
  };
  for (const r of repairRows) push(byRoom, r.room_id, holdItem(r, 'repair'));
  for (const b of blockRows) push(byRoom, b.room_id, holdItem(b, 'block'));

  const bedsOf = new Map<
    number,
    { id: number; name: string; condition: RoomCondition; booking_list: CalendarItem[] }[]
  >();
  for (const bed of bedRows) {
    const list = bedsOf.get(bed.roomId) ?? [];
    // A bed is held by its own stays and by whatever holds its whole room (issue 28, item 6).
    list.push({
      id: bed.id,
      name: bed.name,
      condition: marks.beds.get(bed.id) ?? DEFAULT_CONDITION,
      booking_list: bedRowItems(byRoom.get(bed.roomId) ?? [], byBed.get(bed.id) ?? []),
    });
    bedsOf.set(bed.roomId, list);
  }
  const roomsOf = new Map<number, typeof roomRows>();
  for (const room of roomRows) {
    const list = roomsOf.get(room.categoryId);
    if (list) list.push(room);
    else roomsOf.set(room.categoryId, [room]);
  }

  return {
    categories: cats.map((c) => {
      const list = roomsOf.get(c.id) ?? [];
      return {
        id: c.id,
        name: c.name,
        rooms: list.length,
        place_number: c.placeNumber,
        additional_place: c.additionalPlace,
        adult_count: c.adultCount,
        category_type: c.categoryType,
        room_list: list.map((room) => ({
          id: room.id,
          name: room.name,
          condition: marks.rooms.get(room.id) ?? DEFAULT_CONDITION,
          booking_list: byRoom.get(room.id) ?? [],
          koika_list: bedsOf.get(room.id) ?? [],
        })),
      };
    }),
  };
}

/** A bar for a role that sees no money: its amount and debt are left out, not zeroed. */
function withoutMoney(item: CalendarItem) {
  const bare: Partial<CalendarItem> = item;
  delete bare.common_amount;
  delete bare.duty;
}

/** The hourly dialog's bookings of one room (every kind of stay, so the 24 cells show what is taken). */
export async function hourly(db: Db, actor: Actor, q: { start: number; end: number; room_id: number }) {
  const { companyId } = actor;
  if (q.end <= q.start) throw badRequest(calendarMessages.periodEndBeforeStart, 'end');
  if (q.end - q.start > 31 * 86_400) throw badRequest(calendarMessages.exportTooLong, 'end');
  const [rows, legs] = await Promise.all([
    repo.bookingsIn(db, companyId, q.start, q.end, undefined, q.room_id),
    legsOfStaysIn(db, companyId, q.start, q.end),
  ]);
  const money = seesMoney(actor);
  const dutyOf = money ? await barDuties(db, companyId, rows) : () => 0;
  // A stay with a mid-stay move answers the periods it spent in this room only.
  const window = { start: q.start, end: q.end, roomId: q.room_id };
  return rows.flatMap((b) =>
    barPlaces(b, legs, window, () => '').map((place) => ({
      id: b.id,
      status: b.is_time ? 'time' : b.status,
      booking_status: b.status,
      check_in: place.checkIn,
      check_out: place.checkOut,
      client_name: b.client ?? '',
      ...(money ? { duty: dutyOf(b.id) } : {}),
      source_of_sales: b.source ?? calendarMessages.directSale,
      is_time: b.is_time,
    })),
  );
}

/** The calendar of [start, end) as report.xlsx, days counted in the property's zone from start's date. */
export async function exportCalendar(
  db: Db,
  actor: Actor,
  q: { start: number; end: number; search?: string },
) {
  const data = await calendar(db, actor, q);
  const firstDay = toLocal(q.start, actor.timeZone).date;
  const days = Math.min(400, Math.max(1, Math.ceil((q.end - q.start) / 86_400)));
  return calendarWorkbook({
    companyName: actor.companyName,
    timeZone: actor.timeZone,
    checkInTime: actor.checkInTime,
    checkOutTime: actor.checkOutTime,
    firstDay,
    days,
    categories: data.categories,
  });
}
