/**
 * A large property for benchmarks, written with set-based SQL in seconds: `rooms` rooms in
 * `categories` categories, each room with 100 stays of 1–5 nights a week apart around `now` (about a
 * year back and a year ahead), their holds, and half of them paid in part. Every stay has its guest
 * (a client with a Russian or Kazakh name and a phone) and half come through one of three sales
 * channels, so the calendar's bars carry the tooltip text a real front desk sees.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';

const DAY = 86_400;

export async function buildLargeProperty(
  db: Db,
  companyId: number,
  opts: { rooms: number; categories: number; now: number },
) {
  // Today is the middle of two years of history and future; stays are 1–5 nights, a week apart per room.
  const first = opts.now - 365 * DAY;
  await db.execute(sql`
    insert into categories (company_id, name, category_type, place_number, additional_place, adult_count)
    select ${companyId}, 'Категория ' || g, 'room', 2, 1, 2 from generate_series(1, ${opts.categories}) g`);
  await db.execute(sql`
    insert into rooms (company_id, category_id, name, created_at)
    -- Rooms older than any stay of the property: the reports count a room for sale from its creation.
    select ${companyId}, c.id, lpad(((c.id - 1) * 100 + g)::text, 4, '0'), to_timestamp(${opts.now}) - interval '3 years'
    from categories c, generate_series(1, ${opts.rooms / opts.categories}) g where c.company_id = ${companyId}`);
  await db.execute(
    sql`insert into units (company_id, room_id) select company_id, id from rooms where company_id = ${companyId}`,
  );
  await db.execute(sql`
    insert into bookings (company_id, category_id, room_id, status, check_in, check_out, common_amount, adult_count)
    select r.company_id, r.category_id, r.id,
           case when s.ci + s.nights * 86400 < ${opts.now} then 'check_out'
                when s.ci < ${opts.now} then 'check_in' when k % 3 = 0 then 'reserved' else 'booked' end,
           to_timestamp(s.ci), to_timestamp(s.ci + s.nights * 86400 - 7200), s.nights * 25000, 2
    from rooms r, generate_series(0, 99) k,
         lateral (select ${first} + (k * 7 + r.id % 3) * 86400 + 32400 as ci, 1 + (k + r.id) % 5 as nights) s
    where r.company_id = ${companyId}`);
  await db.execute(sql`
    insert into holds (company_id, unit_id, booking_id, period)
    select b.company_id, u.id, b.id, tstzrange(b.check_in, b.check_out, '[)')
    from bookings b join units u on u.room_id = b.room_id where b.company_id = ${companyId}`);
  await db.execute(sql`
    insert into sales_channels (company_id, name)
    select ${companyId}, n from unnest(array['Booking.com', 'Сайт отеля', 'Турагентство']) n`);
  await db.execute(sql`
    update bookings b set source_id = (
      select id from sales_channels c where c.company_id = b.company_id order by id offset b.id % 3 limit 1)
    where b.company_id = ${companyId} and b.id % 2 = 1`);
  await db.execute(sql`
    insert into clients (company_id, last_name, first_name, phone_number)
    select b.company_id,
           (array['Серикова', 'Ахметов', 'Жумабаева', 'Иванов', 'Нурланов', 'Ким', 'Оспанова', 'Петров',
                  'Касымова', 'Смагулов', 'Абдрахманова', 'Ли'])[1 + b.id % 12],
           (array['Айгуль', 'Ерлан', 'Динара', 'Сергей', 'Асель', 'Тимур', 'Мадина', 'Алексей', 'Жанар',
                  'Данияр'])[1 + (b.id / 12) % 10],
           '+7701' || lpad((b.id % 10000000)::text, 7, '0')
    from bookings b where b.company_id = ${companyId} order by b.id`);
  // 50,000 guest links at once: their per-link triggers (the guest label, the audit, the calendar's
  // touch) would each look up their booking on their own, minutes of work. The links are written
  // without them, then every booking's guest label in one statement (the label's own rule).
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table booking_clients disable trigger user`);
    await tx.execute(sql`
      insert into booking_clients (booking_id, client_id, position)
      select b.id, c.id, 0
      from (select id, row_number() over (order by id) n from bookings where company_id = ${companyId}) b
      join (select id, row_number() over (order by id) n from clients where company_id = ${companyId}) c using (n)`);
    await tx.execute(sql`alter table booking_clients enable trigger user`);
    await tx.execute(
      sql`select bookings_refresh_guest(array(select id from bookings where company_id = ${companyId}))`,
    );
  });
  await db.execute(sql`insert into payment_types (company_id, name) values (${companyId}, 'Наличные')`);
  await db.execute(sql`
    insert into payments (company_id, booking_id, value, payment_method_id)
    select b.company_id, b.id, b.common_amount / 2, (select id from payment_types limit 1)
    from bookings b where b.company_id = ${companyId} and b.id % 2 = 0`);
  await db.execute(sql`analyze`);
}
