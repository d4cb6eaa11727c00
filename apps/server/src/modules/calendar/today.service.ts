/**
 * 'Состояние на сегодня': the header counters of the calendar, for the property's own today (its time
 * zone): the rooms and stays in one query, then today's stays' money by the one rule of duty.
 */
import {
  addDays,
  type BookingStatus,
  fromLocal,
  parseMoney,
  realStatuses,
  type TodaySummary,
  toLocal,
} from '@pms/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { statusList } from '../bookings/status-sql.ts';
import { dutiesOf } from './calendar.service.ts';

const checkedIn: BookingStatus = 'check_in';

interface TodayRow {
  rooms: number;
  busy: number;
  repair: number;
  busy_times: number;
  busy_koika: number;
  check_in: number;
  check_out: number;
  residence: number;
}

interface MoneyRow {
  id: number;
  status: string;
  common_amount: string;
  paid: string;
  group_parent: number | null;
}

export async function today(
  db: Db,
  actor: Actor,
  now = Math.floor(Date.now() / 1000),
): Promise<TodaySummary> {
  const { companyId, timeZone } = actor;
  const date = toLocal(now, timeZone).date;
  const from = fromLocal(date, '00:00', timeZone);
  const to = fromLocal(addDays(date, 1), '00:00', timeZone);
  const day = sql`tstzrange(to_timestamp(${from}), to_timestamp(${to}), '[)')`;
  // Bookings that are real (not drafts) and still hold their room, overlapping today.
  const live = sql`b.company_id = ${companyId} and b.status in (${statusList(realStatuses)})`;
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
  if (!r) throw notFound();
  // Paid, partly paid or not paid by the one rule of duty (a room of a group by its share of the group's
  // payments): what was covered is the amount less the duty.
  const money = await queryRows<MoneyRow>(
    db,
    sql`select b.id, b.status, b.common_amount, b.paid_amount as paid, b.group_parent from bookings b
        where ${live} and not b.is_time and tstzrange(b.check_in, b.check_out, '[)') && ${day}`,
  );
  const duties = await dutiesOf(db, companyId, money);
  const paid = { paid: 0, not_paid: 0, partial_paid: 0 };
  for (const m of money) {
    const amount = parseMoney(m.common_amount);
    const duty = duties.get(m.id) ?? amount;
    if (amount - duty <= 0) paid.not_paid += 1;
    else if (duty > 0) paid.partial_paid += 1;
    if (amount > 0 && duty <= 0) paid.paid += 1;
  }
  const free = Math.max(0, r.rooms - r.busy - r.repair);
  return {
    date,
    free,
    empty: free,
    busy: r.busy,
    busy_times: r.busy_times,
    busy_koika: r.busy_koika,
    check_in: r.check_in,
    check_ins: r.check_in,
    check_out: r.check_out,
    check_outs: r.check_out,
    residence: r.residence,
    accommodations: r.residence,
    ...paid,
  };
}
