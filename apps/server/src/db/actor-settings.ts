/**
 * Who acts, as the transaction-local settings that triggers and the audit log read: app.actor_id,
 * app.company_id, and what the use case knows better than the row, app.audit_action and
 * app.audit_reason. `write` selects them first in its transaction; a write that is one statement (the
 * leisure sale) selects them in its first CTE instead, which saves a round trip.
 */
import { sql } from 'drizzle-orm';
import type { WriteActor } from './write.ts';

export const actorSettings = (actor: WriteActor) =>
  sql`select set_config('app.actor_id', ${actor.employeeId === null ? 'system' : String(actor.employeeId)}, true) as actor_id,
             set_config('app.company_id', ${actor.companyId === null ? '' : String(actor.companyId)}, true) as company_id,
             set_config('app.audit_action', ${actor.audit?.action ?? ''}, true) as audit_action,
             set_config('app.audit_reason', ${actor.audit?.reason ?? ''}, true) as audit_reason`;
