/**
 * What the occupancy summary's tests start from and check (occupancy-summary.test.ts,
 * occupancy-concurrency.test.ts): a property of two room categories (101–103 'Стандарт', 201–202 'Люкс')
 * and a three-bed hostel room, for sale since October 2026, and the comparison of the report's statement
 * with the same figures counted from scratch.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Db, queryRows } from '../db/client.ts';
import { salesChannels } from '../db/schema.ts';
import { readReport } from '../modules/reports/report-sql.ts';
import { presentOccupancy } from '../modules/reports/reports.presenter.ts';
import { readOccupancyFacts } from '../modules/reports/reports.repository.ts';
import { everyWeekday } from './factories.ts';
import type { TestClient } from './harness.ts';
import { occupancyFromScratch, occupancyFromScratchSql } from './occupancy-from-scratch.ts';

export async function buildOccupancyProperty(api: TestClient, db: Db, companyId: number) {
  const category = async (name: string, type: 'room' | 'koika', price: number) =>
    (
      await api.post('/api/v2/categories/', {
        name,
        category_type: type,
        place_number: type === 'room' ? 2 : 1,
        rates: { price_type: 'week', rows: { base: everyWeekday(price) } },
      })
    ).json().id as number;
  const roomCategories = [await category('Стандарт', 'room', 20_000), await category('Люкс', 'room', 35_000)];
  const koika = await category('Хостел', 'koika', 5_000);
  const roomIds: number[] = [];
  for (const [name, c] of [
    ['101', 0],
    ['102', 0],
    ['103', 0],
    ['201', 1],
    ['202', 1],
  ] as const) {
    roomIds.push(
      (await api.post('/api/v2/categories/rooms/', { name, category: roomCategories[c] })).json().id,
    );
  }
  const hostel = (
    await api.post('/api/v2/categories/rooms/', { name: 'Х-1', category: koika, koika_count: 3 })
  ).json();
  const channel = (await db.insert(salesChannels).values({ companyId, name: 'Booking.com' }).returning())[0]!
    .id;
  // For sale since well before the periods the tests read.
  await db.execute(sql`update rooms set created_at = '2026-10-01' where company_id = ${companyId}`);
  return {
    roomCategories,
    koika,
    roomIds,
    hostelRoom: hostel.id as number,
    beds: (hostel.koika_list as { id: number }[]).map((b) => b.id),
    channel,
  };
}

/**
 * The report from the summary (its facts summed by the presenter) and from scratch (grouped by the
 * database), in one snapshot and the company's zone: equal. Returns how many category-days it has.
 */
export async function expectSummaryExact(db: Db, companyId: number, start: string, end: string) {
  const [zone] = await queryRows<{ tz: string }>(
    db,
    sql`select timezone as tz from companies where id = ${companyId}`,
  );
  const scope = { companyId, timeZone: zone!.tz };
  const [summary, scratch] = await readReport(db, async (tx) => [
    presentOccupancy(start, end, await readOccupancyFacts(tx, scope, start, end)),
    occupancyFromScratch(start, end, await queryRows(tx, occupancyFromScratchSql(scope, start, end))),
  ]);
  expect(summary).toEqual(scratch);
  return summary.categories.reduce((n, c) => n + (c.days?.length ?? 0), 0);
}
