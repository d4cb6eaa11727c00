/**
 * 'Состояние на сегодня': the header counters of the calendar, for the property's own today (its time
 * zone): the rooms and stays in one query, then today's stays' money by the one rule of duty.
 */
import { addDays, fromLocal, parseMoney, type TodaySummary, toLocal } from '@pms/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { calendarRepository as repo } from './calendar.repository.ts';
import { dutiesOf } from './calendar.service.ts';

export async function today(
  db: Db,
  actor: Actor,
  now = Math.floor(Date.now() / 1000),
): Promise<TodaySummary> {
  const { companyId, timeZone } = actor;
  const date = toLocal(now, timeZone).date;
  const from = fromLocal(date, '00:00', timeZone);
  const to = fromLocal(addDays(date, 1), '00:00', timeZone);
  const r = await repo.todayCounts(db, companyId, from, to);
  if (!r) throw notFound();
  // Paid, partly paid or not paid by the one rule of duty (a room of a group by its share of the group's
  // payments): what was covered is the amount less the duty.
  const money = await repo.todayMoney(db, companyId, from, to);
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
