import type { BookingStatus } from '@pms/domain';
import { type SQL, sql } from 'drizzle-orm';

/** A list of the domain's statuses as SQL parameters, for `status in (…)`: no status is spelled in SQL. */
export function statusList(statuses: readonly BookingStatus[]): SQL {
  return sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );
}
