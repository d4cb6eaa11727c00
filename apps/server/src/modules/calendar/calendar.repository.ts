/**
 * The calendar's reads: the catalogue tree of a company, everything that holds a room in a window
 * (bookings with their first client, source and money, repairs, blocks), each in one query, and the
 * counters of the property's today.
 */
import { type BookingStatus, expirableStatuses, holdingStatuses, realStatuses } from '@pms/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { beds, categories, rooms } from '../../db/schema.ts';
import { containsPattern } from '../../db/search-pattern.ts';
import { statusList } from '../bookings/index.ts';

export interface WindowBookingRow {
  id: number;
  /** The booking's number in its company (bookings.number). */
  number: number;
  status: string;
  room_id: number;
  bed_id: number | null;
  check_in: number;
  check_out: number;
  common_amount: string;
  paid: string;
  is_time: boolean;
  group_parent: number | null;
  client: string | null;
  phone: string | null;
  source: string | null;
  main_adult_count: number;
  main_child_count: number;
  has_additional: boolean;
  adult_count: number;
  child_count: number;
  /** When the reserve is removed, for a reserve whose expiry switch is on; null otherwise. */
  expire_on: number | null;
}

export interface WindowHoldRow {
  id: number;
  room_id: number;
  check_in: number;
  check_out: number;
  comment: string | null;
  is_own: boolean | null;
  channel: string | null;
  /** A block's open draft (blocks.booking_id); null on a repair. */
  draft: number | null;
}

/** The counters of 'Состояние на сегодня' (today.service.ts). */
export interface TodayRow {
  rooms: number;
  busy: number;
  repair: number;
  busy_times: number;
  busy_koika: number;
  check_in: number;
  check_out: number;
  residence: number;
}

/** A stay of today with its money, for the paid / partly paid / not paid counters. */
export interface TodayMoneyRow {
  id: number;
  status: string;
  common_amount: string;
  paid: string;
  group_parent: number | null;
}

const checkedIn: BookingStatus = 'check_in';

/** The day [from, to) as a range of instants (unix seconds). */
const dayRange = (from: number, to: number) =>
  sql`tstzrange(to_timestamp(${from}), to_timestamp(${to}), '[)')`;
/** Bookings that are real (not drafts) and still hold their room. */
const liveOf = (companyId: number) =>
  sql`b.company_id = ${companyId} and b.status in (${statusList(realStatuses)})`;

const holding = statusList(holdingStatuses);
const expirable = statusList(expirableStatuses);

export const calendarRepository = {
  tree: async (db: Db, companyId: number) => {
    const [cats, roomRows, bedRows] = await Promise.all([
      db
        .select({
          id: categories.id,
          name: categories.name,
          placeNumber: categories.placeNumber,
          additionalPlace: categories.additionalPlace,
          adultCount: categories.adultCount,
          categoryType: categories.categoryType,
        })
        .from(categories)
        .where(and(eq(categories.companyId, companyId), eq(categories.isActive, true)))
        .orderBy(asc(categories.id)),
      db
        .select({ id: rooms.id, name: rooms.name, categoryId: rooms.categoryId })
        .from(rooms)
        .where(and(eq(rooms.companyId, companyId), eq(rooms.isActive, true)))
        .orderBy(asc(rooms.name)),
      db
        .select({ id: beds.id, name: beds.name, roomId: beds.roomId })
        .from(beds)
        .where(eq(beds.companyId, companyId))
        .orderBy(asc(beds.roomId), asc(beds.position)),
    ]);
    return { cats, roomRows, bedRows };
  },

  /**
   * Bookings that hold a room at some moment of [start, end) (a stay with a mid-stay move by any of its
   * rooms; its legs are read apart and cut out of the stay by the service), optionally only those whose main guest
   * matches (name, middle name, phone) or whose number in the company is the search ('12' or '№12'). The guest's label and phone are
   * the booking's own columns (migration 0008), so no per-bar lookup. `byPhone` false (a role that sees
   * no guests' contacts, issue 33) leaves the phone out of the match, so a search cannot probe numbers.
   */
  async bookingsIn(
    db: Db,
    companyId: number,
    start: number,
    end: number,
    search?: string,
    roomId?: number,
    byPhone = true,
  ) {
    const like = search ? containsPattern(search) : null;
    return queryRows<WindowBookingRow>(
      db,
      sql`
      select b.id, b.number, b.status, b.room_id, b.bed_id,
             extract(epoch from b.check_in)::int as check_in, extract(epoch from b.check_out)::int as check_out,
             b.common_amount, b.paid_amount as paid, b.is_time, b.group_parent,
             b.guest_name as client, b.guest_phone as phone, sc.name as source,
             b.main_adult_count, b.main_child_count, b.has_additional, b.adult_count, b.child_count,
             case when b.has_expire and b.status in (${expirable}) then extract(epoch from b.expire_on)::int end as expire_on
      from bookings b
      left join sales_channels sc on sc.id = b.source_id
      where b.company_id = ${companyId}
        and b.status in (${holding})
        and tstzrange(b.check_in, b.check_out, '[)') && tstzrange(to_timestamp(${start}), to_timestamp(${end}), '[)')
        ${
          // A room a guest lived in before a mid-stay move (booking_legs) shows that leg too.
          roomId
            ? sql`and (b.room_id = ${roomId}
                   or exists (select 1 from booking_legs l where l.booking_id = b.id and l.room_id = ${roomId}))`
            : sql``
        }
        ${
          like
            ? sql`and (b.guest_name ilike ${like} ${byPhone ? sql`or b.guest_phone ilike ${like}` : sql``} or b.number::text = ${(search ?? '').replace(/^[№#]\s*/, '')}
                   or exists (select 1 from booking_clients bc join clients c on c.id = bc.client_id
                              where bc.booking_id = b.id and bc.position = 0 and c.middle_name ilike ${like}))`
            : sql``
        }
      -- A fixed order: without it the bars come in whatever order the plan reads them, which a new index
      -- or a row rewritten by an update changes, and the same window would answer different bytes.
      order by b.check_in, b.id`,
    );
  },

  async repairsIn(db: Db, companyId: number, start: number, end: number) {
    return queryRows<WindowHoldRow>(
      db,
      sql`
      select r.id, r.room_id, extract(epoch from r.check_in)::int as check_in, extract(epoch from r.check_out)::int as check_out,
             r.comment, null::boolean as is_own, null::text as channel, null::int as draft
      from repairs r
      where r.company_id = ${companyId}
        and tstzrange(r.check_in, r.check_out, '[)') && tstzrange(to_timestamp(${start}), to_timestamp(${end}), '[)')`,
    );
  },

  async blocksIn(db: Db, companyId: number, start: number, end: number) {
    return queryRows<WindowHoldRow>(
      db,
      sql`
      select bl.id, bl.room_id, extract(epoch from bl.start)::int as check_in, extract(epoch from bl."end")::int as check_out,
             null::text as comment, bl.is_own, sc.name as channel, bl.booking_id as draft
      from blocks bl left join sales_channels sc on sc.id = bl.channel_id
      where bl.company_id = ${companyId}
        and tstzrange(bl.start, bl."end", '[)') && tstzrange(to_timestamp(${start}), to_timestamp(${end}), '[)')`,
    );
  },

  /**
   * The property's day [from, to): its rooms, those a stay or a repair holds, hourly stays, beds taken,
   * arrivals, departures and guests in residence, in one query.
   */
  async todayCounts(db: Db, companyId: number, from: number, to: number) {
    const day = dayRange(from, to);
    const live = liveOf(companyId);
    const [r] = await queryRows<TodayRow>(
      db,
      sql`
    with today_holds as materialized (
      -- Today's few hundred holds first, so their bookings are fetched by id, not by a scan of all.
      select h.unit_id, h.booking_id, h.repair_id from holds h
      where h.company_id = ${companyId} and h.period && ${day}
    ),
    units_today as (
      select u.id, u.room_id, u.bed_id,
             bool_or(b.id is not null and not b.is_time) as by_stay,
             bool_or(th.repair_id is not null) as by_repair
      from units u
      join rooms r on r.id = u.room_id and r.is_active
      left join today_holds th on th.unit_id = u.id
      left join bookings b on b.id = th.booking_id
      where u.company_id = ${companyId}
      group by u.id, u.room_id, u.bed_id
    )
    select
      (select count(*) from units_today where bed_id is null)::int as rooms,
      (select count(*) from units_today where bed_id is null and by_stay)::int as busy,
      (select count(*) from units_today where bed_id is null and by_repair and not by_stay)::int as repair,
      (select count(*) from bookings b where ${live} and b.is_time and tstzrange(b.check_in, b.check_out, '[)') && ${day})::int as busy_times,
      (select count(*) from units_today where bed_id is not null and by_stay)::int as busy_koika,
      (select count(*) from bookings b where ${live} and not b.is_time and b.check_in >= to_timestamp(${from}) and b.check_in < to_timestamp(${to}))::int as check_in,
      (select count(*) from bookings b where ${live} and not b.is_time and b.check_out >= to_timestamp(${from}) and b.check_out < to_timestamp(${to}))::int as check_out,
      (select count(*) from bookings b where b.company_id = ${companyId} and b.status = ${checkedIn})::int as residence`,
    );
    return r;
  },

  /** The day's overnight stays (live, not hourly) with their amount and what was paid. */
  todayMoney: (db: Db, companyId: number, from: number, to: number) =>
    queryRows<TodayMoneyRow>(
      db,
      sql`select b.id, b.status, b.common_amount, b.paid_amount as paid, b.group_parent from bookings b
        where ${liveOf(companyId)} and not b.is_time and tstzrange(b.check_in, b.check_out, '[)') && ${dayRange(from, to)}`,
    ),
};
