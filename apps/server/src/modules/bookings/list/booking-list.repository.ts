/**
 * The bookings list in SQL: one query for a page (or the export's rows) and one for the count, read side
 * by side (db/page-query.ts: a page stops at its last row in index order, a count does not sort). Filters,
 * order and the room's duty are all in the database, so 'owes money' and 'by duty' page correctly; when
 * the duty filters or orders, every candidate's duty is computed anyway and one query also counts them.
 */
import { type BookingListSort, type BookingStatus, cancelledStatuses } from '@pms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { containsPattern } from '../../../db/search-pattern.ts';
import { statusList } from '../status-sql.ts';

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
  /** The group whose parent has this booking number in the company. */
  groupNumber?: number;
  /** Only rooms that owe money (duty > 0). */
  owes: boolean;
  search?: {
    /** The rooms whose name contains the search (roomsNamed). */
    roomIds: readonly number[];
    /** Contained in the stored guest name and phone (bookings.search_text); not for '№4127'. */
    guest?: string;
    /** A booking number typed as such: the company's (bookings.number), not the id. */
    number?: number;
  };
  sort: { key: BookingListSort; descending: boolean };
}

export interface ListRow {
  id: number;
  number: number;
  guest_name: string | null;
  guest_phone: string | null;
  room_id: number;
  room_name: string;
  bed_id: number | null;
  bed_name: string | null;
  /** The rooms of a stay's earlier legs in order (booking_legs); [] for a stay never moved. */
  earlier_rooms: { id: number; name: string }[];
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
  group_number: number | null;
  version: number;
  created_at: number;
}

/** What a room is owed for: its amount, or nothing once cancelled or expired (room-duty.ts). */
const owed = (t: string) =>
  sql`(case when ${sql.raw(t)}.status in (${statusList(cancelledStatuses)}) then 0::numeric
            else greatest(0::numeric, ${sql.raw(t)}.common_amount) end)`;

/**
 * The duty of each room of the groups that `where` picks from `bookings g`, by domain groupMoney (the one
 * read of a booking's money, which the register, the bar and the documents take from bookings' moneyOf;
 * money-agreement.test.ts proves they agree; here in SQL, because the list filters and sorts by it): the
 * group's withheld money (W, the parent's paid_amount; the parent is the payer) covers the parent first,
 * then the rooms by id, each up to what it owes; what is left over is a negative duty on the parent.
 * With `upto` the owed of the rooms up to and including this one in that order, the room is covered by
 * clamp(W, upto) − clamp(W, upto − owed), clamp(W, x) = max(0, min(W, x)). A group whose payer is not a
 * group yet (a booking whose group mode is unsaved, drafts joined to it) has no payer row: W is 0.
 */
const groupDuties = (where: SQL) => sql`
  select s.id,
         s.owed - (greatest(0, least(s.w, s.upto)) - greatest(0, least(s.w, s.upto - s.owed)))
           - case when s.id = s.payer then s.w - greatest(0, least(s.w, s.total)) else 0 end as duty
  from (
    select m.id, m.payer, m.owed,
           sum(m.owed) over (partition by m.payer order by m.id <> m.payer, m.id) as upto,
           sum(m.owed) over (partition by m.payer) as total,
           coalesce(sum(m.paid_amount) filter (where m.id = m.payer) over (partition by m.payer), 0) as w
    from (
      select g.id, g.group_parent as payer, g.paid_amount, ${owed('g')} as owed
      from bookings g
      where ${where}
    ) m
  ) s`;

/** The duties of a few rows (a page): each row's own group, found by `bookings_group_parent`. */
const pageGroupDuty = sql`lateral (
  select d.duty from (${groupDuties(sql`g.company_id = b.company_id and g.group_parent = b.group_parent`)}) d
  where d.id = b.id
) gd on true`;

/** A single booking is a group of one: it owes its amount less what it withheld. */
const dutyOfRow = sql`coalesce(gd.duty, ${owed('b')} - b.paid_amount)`;

/** The order, ties by id in the same direction, so a page never repeats or skips a row. */
function orderOf(sort: ListCriteria['sort'], duty: SQL): SQL {
  const key: Record<BookingListSort, SQL> = {
    check_in: sql`b.check_in`,
    check_out: sql`b.check_out`,
    id: sql``,
    guest: sql`lower(b.guest_name)`,
    room: sql`lower(r.name)`,
    total: sql`b.common_amount`,
    duty,
    created_at: sql`b.created_at`,
  };
  const dir = sql.raw(sort.descending ? 'desc' : 'asc');
  const byId = sql`b.id ${dir}`;
  // The '№' column sorts by the number it shows: the company's, unique in it (bookings_company_number).
  if (sort.key === 'id') return sql`b.number ${dir}`;
  // A booking without a guest's name sorts after the named ones whichever way.
  const nulls = sort.key === 'guest' ? sql` nulls last` : sql``;
  return sql`${key[sort.key]} ${dir}${nulls}, ${byId}`;
}

const needsDuty = (c: ListCriteria) => c.owes || c.sort.key === 'duty';
const needsRoom = (c: ListCriteria) => c.sort.key === 'room';

/** Every filter but the duty's, on `bookings <t>`. */
function whereOf(c: ListCriteria, t = 'b'): SQL {
  const col = (name: string) => sql.raw(`${t}.${name}`);
  const parts: SQL[] = [sql`${col('company_id')} = ${c.companyId}`];
  parts.push(c.statuses.length ? sql`${col('status')} in (${statusList(c.statuses)})` : sql`false`);
  const span = (column: 'check_in' | 'check_out', s: Span | undefined) => {
    if (s?.from !== undefined) parts.push(sql`${col(column)} >= to_timestamp(${s.from})`);
    if (s?.to !== undefined) parts.push(sql`${col(column)} < to_timestamp(${s.to})`);
  };
  span('check_in', c.checkIn);
  span('check_out', c.checkOut);
  if (c.stay?.to !== undefined) parts.push(sql`${col('check_in')} < to_timestamp(${c.stay.to})`);
  if (c.stay?.from !== undefined) parts.push(sql`${col('check_out')} > to_timestamp(${c.stay.from})`);
  if (c.source === 'direct') parts.push(sql`${col('source_id')} is null`);
  else if (c.source !== undefined) parts.push(sql`${col('source_id')} = ${c.source}`);
  if (c.categoryId !== undefined) parts.push(sql`${col('category_id')} = ${c.categoryId}`);
  if (c.groupParent !== undefined) parts.push(sql`${col('group_parent')} = ${c.groupParent}`);
  if (c.groupNumber !== undefined)
    parts.push(sql`${col('group_parent')} = (select gp.id from bookings gp
      where gp.company_id = ${c.companyId} and gp.number = ${c.groupNumber})`);
  if (c.search) {
    const { roomIds, guest, number } = c.search;
    // Each alternative can use its own index (trigram, room, the company's numbers), combined by a bitmap OR. The
    // rooms come as their ids, not a subquery: the planner then knows how few they are (a subquery's
    // unknown list was guessed at a thousand rows, and a number search walked every booking in order).
    const alternatives: SQL[] = [];
    if (guest !== undefined)
      alternatives.push(sql`${col('search_text')} like lower(${containsPattern(guest)})`);
    if (roomIds.length) {
      const ids = sql.join(
        roomIds.map((r) => sql`${r}`),
        sql`, `,
      );
      alternatives.push(sql`${col('room_id')} in (${ids})`);
      // A stay lived in more than one room is found by an earlier room too (issue 28, item 3).
      alternatives.push(sql`${col('id')} in (
        select l.booking_id from booking_legs l where l.company_id = ${c.companyId} and l.room_id in (${ids}))`);
    }
    if (number !== undefined) alternatives.push(sql`${col('number')} = ${number}`);
    parts.push(alternatives.length ? sql`(${sql.join(alternatives, sql` or `)})` : sql`false`);
  }
  return sql.join(parts, sql` and `);
}

/** What the order needs of a booking chosen in a subquery. */
const COLUMNS = sql`b.id, b.number, b.room_id, b.check_in, b.check_out, b.guest_name, b.common_amount, b.created_at`;

/**
 * The bookings the filters hold, each with its duty (`b.duty`), for filtering or ordering by duty. A
 * single booking's duty is a column expression; a group room's needs its group's window, run only over
 * the groups that have a room among the filtered ones (found through `bookings_group_parent` or the
 * filters' own indexes). A lateral window per row instead ran the window machinery 50,000 times (1.2 s
 * at 500 rooms), and one pass over every row joined to the groups' duties took twice this
 * (bench/booking-list.ts).
 */
function withDuty(c: ListCriteria, select: SQL, tail: SQL = sql``): SQL {
  // `g.group_parent is not null` lets the planner read the group rooms by `bookings_group_parent`.
  const groups = sql`g.company_id = ${c.companyId} and g.group_parent is not null and g.group_parent in (
    select m.group_parent from bookings m where ${whereOf(c, 'm')} and m.group_parent is not null)`;
  return sql`
    with gd as (${groupDuties(groups)})
    select ${select}
    from (
      select ${COLUMNS}, ${owed('b')} - b.paid_amount as duty
      from bookings b where ${whereOf(c)} and b.group_parent is null
      union all
      select ${COLUMNS}, gd.duty
      from gd join bookings b on b.id = gd.id where ${whereOf(c)}
    ) b ${needsRoom(c) ? sql`join rooms r on r.id = b.room_id` : sql``}
    ${c.owes ? sql`where b.duty > 0` : sql``}
    ${tail}`;
}

/** The ids of one page in order, and (`total`) how many rows the filters hold when the page says so. */
function chosenPage(c: ListCriteria, offset: number, limit: number): SQL {
  // Every candidate's duty is computed anyway, so the same pass counts them.
  if (needsDuty(c))
    return withDuty(
      c,
      sql`b.id, count(*) over ()::int as total`,
      sql`order by ${orderOf(c.sort, sql`b.duty`)} limit ${limit} offset ${offset}`,
    );
  // Without duty the page stops at its last row in index order; the count is its own query beside it.
  // A search is found first and then sorted (`offset 0` keeps the planner from pushing the limit into
  // it): walking the arrival order to stop after 50 matches read half the bookings when a phone's
  // hundred matches were fewer than its trigram estimate (33 ms against 2 ms, bench/booking-list.ts).
  const found = c.search
    ? sql`(select ${COLUMNS} from bookings b where ${whereOf(c)} offset 0)`
    : sql`bookings`;
  return sql`select b.id, null::int as total
    from ${found} b ${needsRoom(c) ? sql`join rooms r on r.id = b.room_id` : sql``}
    ${c.search ? sql`` : sql`where ${whereOf(c)}`}
    order by ${orderOf(c.sort, dutyOfRow)} limit ${limit} offset ${offset}`;
}

/** One page (or the export's rows) dressed for the answer, in order; a room's duty from its own group. */
const rows = (db: Db, c: ListCriteria, offset: number, limit: number) =>
  queryRows<ListRow & { counted: number | null }>(
    db,
    sql`
    select b.id, b.number, b.guest_name, b.guest_phone, b.room_id, r.name as room_name, b.bed_id, bd.name as bed_name,
           b.category_id, c.name as category_name,
           coalesce((
             select json_agg(json_build_object('id', lr.id, 'name', lr.name) order by l.until)
             from booking_legs l join rooms lr on lr.id = l.room_id
             where l.booking_id = b.id and l.company_id = b.company_id
           ), '[]') as earlier_rooms,
           extract(epoch from b.check_in)::int as check_in, extract(epoch from b.check_out)::int as check_out,
           b.status, b.source_id, sc.name as source_name, b.adult_count, b.child_count,
           b.common_amount::text as total,
           (${owed('b')} - ${dutyOfRow})::numeric(14, 2)::text as paid,
           ${dutyOfRow}::numeric(14, 2)::text as duty,
           b.is_group, b.group_parent,
           (select gp.number from bookings gp where gp.id = b.group_parent) as group_number,
           b.version, extract(epoch from b.created_at)::int as created_at,
           p.total as counted
    from (${chosenPage(c, offset, limit)}) p
    join bookings b on b.id = p.id
    join rooms r on r.id = b.room_id
    join categories c on c.id = b.category_id
    left join beds bd on bd.id = b.bed_id
    left join sales_channels sc on sc.id = b.source_id
    left join ${pageGroupDuty}
    order by ${orderOf(c.sort, dutyOfRow)}`,
  );

async function count(db: Db, c: ListCriteria) {
  const [row] = await queryRows<{ n: number }>(
    db,
    c.owes
      ? withDuty(c, sql`count(*)::int as n`)
      : sql`select count(*)::int as n from bookings b where ${whereOf(c)}`,
  );
  return row?.n ?? 0;
}

const strip = ({ counted: _, ...row }: ListRow & { counted: number | null }): ListRow => row;

export const bookingListRepository = {
  /** The company's rooms whose name contains `text` in any case, for the list's search. */
  roomsNamed: async (db: Db, companyId: number, text: string) =>
    (
      await queryRows<{ id: number }>(
        db,
        sql`select id from rooms where company_id = ${companyId} and search_text like lower(${containsPattern(text)})`,
      )
    ).map((r) => r.id),
  /** One page and the count of everything the filters hold. */
  async page(db: Db, c: ListCriteria, offset: number, limit: number) {
    if (needsDuty(c)) {
      const page = await rows(db, c, offset, limit);
      // A page past the end has no row to carry the count.
      const total = page[0]?.counted ?? (offset > 0 ? await count(db, c) : 0);
      return { rows: page.map(strip), total };
    }
    const [page, total] = await Promise.all([rows(db, c, offset, limit), count(db, c)]);
    return { rows: page.map(strip), total };
  },
  count,
  /** The export's rows: the list's own query, from the first row. */
  all: async (db: Db, c: ListCriteria, limit: number) => (await rows(db, c, 0, limit)).map(strip),
};
