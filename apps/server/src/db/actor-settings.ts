/**
 * Who acts, as the transaction-local settings app.actor_id and app.company_id that triggers and the audit
 * log read. `write` selects them first in its transaction; a write that is one statement (the leisure
 * sale) selects them in its first CTE instead, which saves the statement's own round trip.
 */
import { sql } from 'drizzle-orm';
import type { WriteActor } from './write.ts';

export const actorSettings = (actor: WriteActor) =>
  sql`select set_config('app.actor_id', ${actor.employeeId === null ? 'system' : String(actor.employeeId)}, true) as actor_id,
             set_config('app.company_id', ${actor.companyId === null ? '' : String(actor.companyId)}, true) as company_id`;
