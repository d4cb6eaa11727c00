/**
 * The calendar's change channel. It is a database mechanism (pg_notify and LISTEN), so it lives with
 * the database: realtime/ listens on it and db/write.ts sends on it. A use case announces each change
 * of a hold through write(), which sends it inside the write's transaction, so a message leaves only
 * if the change commits, and PostgreSQL delivers it to every server instance listening on the channel
 * (PGlite delivers it in-process the same way).
 */
import type { CalendarSyncEvent, HousekeepingEvent, LiveEvent } from '@pms/domain';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

export const CALENDAR_CHANNEL = 'pms_calendar';

/** What a calendar client receives (the domain's liveEventSchema): the item as it now is; removed ones carry their final status. */
export type CalendarBookingEvent = LiveEvent;

export interface CalendarMessage {
  company_id: number;
  booking: CalendarBookingEvent;
}

/**
 * A room's or a bed's condition changed (issue 33): sent by the database's trigger on room_conditions
 * (migration 0061) on the same channel, whatever made the change; clients receive `{housekeeping: …}`.
 */
export interface HousekeepingMessage {
  company_id: number;
  housekeeping: HousekeepingEvent;
}

/**
 * A channel's calendar brought a stay that collides with a local one (issue 34, calendar sync): every
 * open screen of the company shows a notice; clients receive `{calendar_sync: …}`.
 */
export interface CalendarSyncMessage {
  company_id: number;
  calendar_sync: CalendarSyncEvent;
}

/** Whatever the channel carries. */
export type ChannelMessage = CalendarMessage | HousekeepingMessage | CalendarSyncMessage;

/** Sends a calendar sync notice inside the caller's transaction: it leaves only if the change commits. */
export async function announceSync(db: Db, message: CalendarSyncMessage): Promise<void> {
  await db.execute(sql`select pg_notify(${CALENDAR_CHANNEL}, ${JSON.stringify(message)})`);
}

/** Sends the messages a write queued (db/write.ts), inside its transaction. */
export async function announceAll(db: Db, messages: CalendarMessage[]): Promise<void> {
  for (const message of messages)
    await db.execute(sql`select pg_notify(${CALENDAR_CHANNEL}, ${JSON.stringify(message)})`);
}
