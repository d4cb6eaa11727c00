/**
 * The daily run (issue 33), one of the sweeper's sweeps (holds/sweeper.ts, every instance, every minute
 * or so): for each hotel whose local clock has reached its tidy hour and whose day has not run yet, in one
 * transaction that first claims the day (so two instances never both do it, and running twice changes
 * nothing more), every room a guest is living in through the day (arrived before it, leaving after it)
 * becomes due: a linen change every N nights (dirty, with 'смена белья'), else the daily tidy (a ready
 * room becomes dirty). The rules are the domain's (tidyRunDue, linenDue, conditionAfterTidy); the clock
 * is the caller's `now`, so tests step it.
 */
import {
  type BookingStatus,
  conditionAfterTidy,
  DEFAULT_CONDITION,
  defaultHousekeepingSettings,
  linenDue,
  tidyRunDue,
  toLocal,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { systemActor, write } from '../../db/write.ts';
import { housekeepingRepository as repo } from './housekeeping.repository.ts';

const inHouse: BookingStatus = 'check_in';

/** Runs the due days at `now`; answers how many units each company's run changed. */
export async function runHousekeepingSchedule(db: Db, now: Date) {
  const seconds = Math.floor(now.getTime() / 1000);
  const changed = new Map<number, number>();
  for (const c of await repo.scheduledCompanies(db)) {
    const day = tidyRunDue({
      now: seconds,
      timeZone: c.timezone,
      tidyHour: c.tidy_hour ?? defaultHousekeepingSettings.tidy_hour,
      lastRunDate: c.tidy_done_on,
    });
    if (day === null) continue;
    changed.set(c.id, await runDay(db, c.id, c.timezone, day, now));
  }
  return changed;
}

async function runDay(db: Db, companyId: number, timeZone: string, day: string, now: Date) {
  return write(db, systemActor, async (tx) => {
    if (!(await repo.claimTidy(tx, companyId, day))) return 0;
    const settings = await repo.settings(tx, companyId);
    const [stays, conditions] = await Promise.all([
      repo.inHouse(tx, companyId, inHouse, now),
      repo.conditions(tx, companyId),
    ]);
    const current = new Map(conditions.map((c) => [`${c.room_id}:${c.bed_id ?? ''}`, c]));
    const done = new Set<string>();
    let count = 0;
    for (const s of stays) {
      const key = `${s.room_id}:${s.bed_id ?? ''}`;
      if (done.has(key)) continue;
      done.add(key);
      const arrival = toLocal(s.check_in, timeZone).date;
      const departure = toLocal(s.check_out, timeZone).date;
      // Only a stay through the whole day: the arrival day is fresh, the departure's check-out cleans it.
      if (!(arrival < day && departure > day)) continue;
      const row = current.get(key);
      const condition = row?.condition ?? DEFAULT_CONDITION;
      if (condition === 'out_of_order') continue;
      const linen = linenDue({
        arrivalDate: arrival,
        departureDate: departure,
        date: day,
        everyNights: settings.linen_every_nights,
      });
      const tidy = settings.daily_tidy ? conditionAfterTidy(condition) : null;
      if (!linen && tidy === null) continue;
      await repo.writeCondition(tx, {
        companyId,
        roomId: s.room_id,
        bedId: s.bed_id,
        condition: linen ? 'dirty' : tidy!,
        reason: '',
        note: row?.note ?? '',
        linenChange: linen || (row?.linen_change ?? false),
        source: linen ? 'linen' : 'tidy',
        changedBy: null,
        changedAt: new Date(Math.max(now.getTime(), (row?.changed_at ?? 0) * 1000)),
      });
      count++;
    }
    return count;
  });
}
