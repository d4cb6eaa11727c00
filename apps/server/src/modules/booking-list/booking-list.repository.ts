/**
 * The bookings list in SQL: one query for a page (or the export's rows) and one for the count, read side
 * by side (db/page-query.ts: a page stops at its last row in index order, a count does not sort). Filters,
 * order and the room's duty are all in the database, so 'owes money' and 'by duty' page correctly.
 */
import { type BookingListSort, type BookingStatus, cancelledStatuses } from '@pms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { containsPattern } from '../../db/search-pattern.ts';
import { statusList } from '../reservations/status-sql.ts';

/** Unix seconds [from, to); an open end is left out. */
export interface Span {
  from?: number;
  to?: number;
}

/** What the list shows, resolved by the service: no rule is decided here. */
export interface ListCriteria {
  companyId: number;
  /** The statuses shown (the tab's and the filter's together); none shows nothing. */
  statuses: readonly BookingStatus[];
  checkIn?: Span;
  checkOut?: Span;
  /** The stay overlaps this span. */
  stay?: Span;
  /** A sales channel, or 'direct': no channel. */
  source?: number | 'direct';
  categoryId?: number;
  groupParent?: number;
  /** Only rooms that owe money (duty > 0). */
  owes: boolean;
  search?: {
    /** Contained in the room's name (any case). */
    room: string;
    /** Contained in the stored guest name and phone (bookings.search_text). */
    guest: string;
    /** A booking number typed as such. */
    id?: number;
  };
  sort: { key: BookingListSort; descending: boolean };
}

export interface ListRow {
  id: number;
  guest_name: string | null;
  guest_phone: string | null;
  room_id: number;
  room_name: string;
  bed_id: number | null;
  bed_name: string | null;
  category_id: number;
  category_name: string;
  check_in: number;
  check_out: number;
  status: string;
  source_id: number | null;
  source_name: string | null;
  adult_count: number;
  child_count: number;
  total: string;
  paid: string;
  duty: string;
  is_group: boolean;
  group_parent: number | null;
  version: number;
  created_at: number;
}

/** What a room is owed for: its amount, or nothing once cancelled or expired (room-duty.ts). */
const owed = (t: string) =>
  sql`(case when ${sql.raw(t)}.status in (${statusList(cancelledStatuses)}) then 0::numeric
            else greatest(0::numeric, ${sql.raw(t)}.common_amount) end)`;

/**
 * The duty of a room of a group, by domain roomDuties: the group's withheld money (W, the parent's
 * paid_amount) covers the parent first, then the rooms by id, each up to what it owes; what is left over
 * is a negative duty on the parent. With `upto` the owed of the rooms up to and including this one in
 * that order, the room is covered by clamp(W, upto) − clamp(W, upto − owed), clamp(W, x) = max(0, min(W, x)).
 * Null for a booking outside a group. The window runs over the one group of the row (`bookings_group_parent`).
 */
const groupDuty = sql`lateral (
  select d.duty from (
    select s.id,
           s.owed - (greatest(0, least(s.w, s.upto)) - greatest(0, least(s.w, s.upto - s.owed)))
             - case when s.id = s.payer then s.w - greatest(0, least(s.w, s.total)) else 0 end as duty
    from (
      select m.id, m.payer, m.owed,
             sum(m.owed) over (order by m.id <> m.payer, m.id) as upto,
             sum(m.owed) over () as total,
             coalesce(sum(m.paid_amount) filter (where m.id = m.payer) over (), 0) as w
      from (
        select g.id, g.group_parent as payer, g.paid_amount, ${owed('g')} as owed
        from bookings g
        where g.company_id = b.company_id and g.group_parent = b.group_parent
      ) m
    ) s
  ) d
  where d.id = b.id
) gd on true`;

/** A single booking is a group of one: it owes its amount less what it withheld. */
const dutyOfRow = sql`coalesce(gd.duty, ${owed('b')} - b.paid_amount)`;

const orderKey: Record<BookingListSort, SQL> = {
  check_in: sql`b.check_in`,
  check_out: sql`b.check_out`,
  id: sql``,
  guest: sql`lower(b.guest_name)`,
  room: sql`lower(r.name)`,
  total: sql`b.common_amount`,
  duty: dutyOfRow,
  created_at: sql`b.created_at`,
};

/** The order, ties by id in the same direction, so a page never repeats or skips a row. */
function orderOf(sort: ListCriteria['sort']): SQL {
  const dir = sql.raw(sort.descending ? 'desc' : 'asc');
  const byId = sql`b.id ${dir}`;
  if (sort.key === 'id') return byId;
  // A booking without a guest's name sorts after the named ones whichever way.
  const nulls = sort.key === 'guest' ? sql` nulls last` : sql``;
  return sql`${orderKey[sort.key]} ${dir}${nulls}, ${byId}`;
}

const needsDuty = (c: ListCriteria) => c.owes || c.sort.key === 'duty';
const needsRoom = (c: ListCriteria) => c.sort.key === 'room';

/** Every filter but the duty's, on `bookings b`. */
function whereOf(c: ListCriteria): SQL {
  const parts: SQL[] = [sql`b.company_id = ${c.companyId}`];
  parts.push(c.statuses.length ? sql`b.status in (${statusList(c.statuses)})` : sql`false`);
  const span = (column: 'check_in' | 'check_out', s: Span | undefined) => {
    const col = sql.raw(`b.${column}`);
    if (s?.from !== undefined) parts.push(sql`${col} >= to_timestamp(${s.from})`);
    if (s?.to !== undefined) parts.push(sql`${col} < to_timestamp(${s.to})`);
  };
  span('check_in', c.checkIn);
  span('check_out', c.checkOut);
  if (c.stay?.to !== undefined) parts.push(sql`b.check_in < to_timestamp(${c.stay.to})`);
  if (c.stay?.from !== undefined) parts.push(sql`b.check_out > to_timestamp(${c.stay.from})`);
  if (c.source === 'direct') parts.push(sql`b.source_id is null`);
  else if (c.source !== undefined) parts.push(sql`b.source_id = ${c.source}`);
  if (c.categoryId !== undefined) parts.push(sql`b.category_id = ${c.categoryId}`);
  if (c.groupParent !== undefined) parts.push(sql`b.group_parent = ${c.groupParent}`);
  if (c.search) {
    const { room, guest, id } = c.search;
    // Each alternative can use its own index (trigram, room, primary key), combined by a bitmap OR.
    const alternatives = [
      sql`b.search_text like lower(${containsPattern(guest)})`,
      sql`b.room_id = any(array(select rs.id from rooms rs
            where rs.company_id = ${c.companyId} and rs.search_text like lower(${containsPattern(room)})))`,
    ];
    if (id !== undefined) alternatives.push(sql`b.id = ${id}`);
    parts.push(sql`(${sql.join(alternatives, sql` or `)})`);
  }
  return sql.join(parts, sql` and `);
}

/** The rows of one page (or the export's), in order: the page is chosen first, then dressed. */
async function rows(db: Db, c: ListCriteria, offset: number, limit: number) {
  const order = orderOf(c.sort);
  const roomJoin = needsRoom(c) ? sql`join rooms r on r.id = b.room_id` : sql``;
  const chosen = needsDuty(c)
    ? sql`select b.id from bookings b ${roomJoin} left join ${groupDuty}
          where ${whereOf(c)}${c.owes ? sql` and ${dutyOfRow} > 0` : sql``}
          order by ${order} limit ${limit} offset ${offset}`
    : sql`select b.id from bookings b ${roomJoin} where ${whereOf(c)}
          order by ${order} limit ${limit} offset ${offset}`;
  return queryRows<ListRow>(
    db,
    sql`
    select b.id, b.guest_name, b.guest_phone, b.room_id, r.name as room_name, b.bed_id, bd.name as bed_name,
           b.category_id, c.name as category_name,
           extract(epoch from b.check_in)::int as check_in, extract(epoch from b.check_out)::int as check_out,
           b.status, b.source_id, sc.name as source_name, b.adult_count, b.child_count,
           b.common_amount::text as total,
           (${owed('b')} - ${dutyOfRow})::numeric(14, 2)::text as paid,
           ${dutyOfRow}::numeric(14, 2)::text as duty,
           b.is_group, b.group_parent, b.version, extract(epoch from b.created_at)::int as created_at
    from (${chosen}) p
    join bookings b on b.id = p.id
    join rooms r on r.id = b.room_id
    join categories c on c.id = b.category_id
    left join beds bd on bd.id = b.bed_id
    left join sales_channels sc on sc.id = b.source_id
    left join ${groupDuty}
    order by ${order}`,
  );
}

async function count(db: Db, c: ListCriteria) {
  const [row] = await queryRows<{ n: number }>(
    db,
    c.owes
      ? sql`select count(*)::int as n from bookings b left join ${groupDuty}
            where ${whereOf(c)} and ${dutyOfRow} > 0`
      : sql`select count(*)::int as n from bookings b where ${whereOf(c)}`,
  );
  return row?.n ?? 0;
}

export const bookingListRepository = {
  /** One page and the count of everything the filters hold, side by side. */
  async page(db: Db, c: ListCriteria, offset: number, limit: number) {
    const [page, total] = await Promise.all([rows(db, c, offset, limit), count(db, c)]);
    return { rows: page, total };
  },
  count,
  /** The export's rows: the list's own query, from the first row. */
  all: (db: Db, c: ListCriteria, limit: number) => rows(db, c, 0, limit),
};
