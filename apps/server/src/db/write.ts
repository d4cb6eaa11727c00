/**
 * Every write use case runs through `write`: one transaction that first says who acts (the settings
 * app.actor_id and app.company_id, local to the transaction, for triggers and the audit log to read),
 * then runs the work, then sends the calendar announcements the work made. pg_notify is transactional,
 * so a change's message leaves only if the change commits, and a refused write announces nothing.
 */
import { sql } from 'drizzle-orm';
import { actorSettings, type WriteActor } from './actor-settings.ts';
import { announceAll, type CalendarBookingEvent, type CalendarMessage } from './calendar-channel.ts';
import { type Db, preparedRows } from './client.ts';

/** The sweeper and other work no employee asked for. */
export const systemActor: WriteActor = { employeeId: null, companyId: null };

/** Queues a calendar change; the company is the actor's unless named (the system acts in many). */
export type Announce = (event: CalendarBookingEvent, companyId?: number) => void;

/** Marks the request's idempotency claim as carried out; a statement, for a write that is one. */
export const claimCarriedOut = (companyId: number, key: string) =>
  sql`update idempotency_keys set committed_at = now() where company_id = ${companyId} and key = ${key}`;

export async function write<T>(
  db: Db,
  actor: WriteActor,
  work: (tx: Db, announce: Announce) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await preparedRows(tx, actorSettings(actor));
    if (actor.claim && actor.companyId !== null)
      await tx.execute(claimCarriedOut(actor.companyId, actor.claim));
    const queued: CalendarMessage[] = [];
    const announce: Announce = (booking, companyId = actor.companyId ?? undefined) => {
      if (companyId === undefined) throw new Error('a system write must name the company it announces to');
      queued.push({ company_id: companyId, booking });
    };
    const result = await work(tx, announce);
    await announceAll(tx, queued);
    return result;
  });
}
