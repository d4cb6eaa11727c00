/**
 * Calendar change events. A use case announces each change of a hold with pg_notify inside its own
 * transaction, so the message leaves only if the change commits, and PostgreSQL delivers it to every
 * server instance listening on the channel (PGlite delivers it in-process the same way).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export const CALENDAR_CHANNEL = 'pms_calendar';

/** What a calendar client receives: the booking (or repair/block) as it now is; removed ones carry their final status. */
export interface CalendarBookingEvent {
  id: number;
  kind: 'booking' | 'repair' | 'block';
  category_id: number;
  room_id: number;
  koika_id: number | null;
  status: string;
  check_in: number;
  check_out: number;
}

export interface CalendarMessage {
  company_id: number;
  booking: CalendarBookingEvent;
}

export async function announce(db: Db, companyId: number, booking: CalendarBookingEvent): Promise<void> {
  const message: CalendarMessage = { company_id: companyId, booking };
  await db.execute(sql`select pg_notify(${CALENDAR_CHANNEL}, ${JSON.stringify(message)})`);
}
