/**
 * Who acts, as the transaction-local settings that triggers and the audit log read: app.actor_id,
 * app.company_id, and what the use case knows better than the row, app.audit_action and
 * app.audit_reason. `write` selects them first in its transaction; a write that is one statement (the
 * leisure sale) selects them in its first CTE instead, which saves a round trip.
 */
import type { AuditAction } from '@pms/domain';
import { sql } from 'drizzle-orm';

/** Who a write is recorded for: an employee in a company, or the system (no employee, any company). */
export interface WriteActor {
  employeeId: number | null;
  companyId: number | null;
  /** What the use case knows better than the row: the step it takes and why (app.audit_action/_reason). */
  audit?: AuditNote;
  /**
   * The Idempotency-Key the request claimed (http/idempotency.ts): the write marks it carried out in
   * its own transaction, so a retry can tell a create that happened from one that rolled back.
   */
  claim?: string;
  /** The API key a request was made with (issue 34): the journal's rows name it (app.api_key_id). */
  apiKeyId?: number;
}

/**
 * The audit log records it on the step itself only (a status step, a cancellation, a move, a leisure
 * order's status; migration 0034), not on what the transaction drags along (a group's re-price).
 */
export interface AuditNote {
  action?: AuditAction;
  reason?: string | null;
}

export const actorSettings = (actor: WriteActor) =>
  sql`select set_config('app.actor_id', ${actor.employeeId === null ? 'system' : String(actor.employeeId)}, true) as actor_id,
             set_config('app.company_id', ${actor.companyId === null ? '' : String(actor.companyId)}, true) as company_id,
             set_config('app.audit_action', ${actor.audit?.action ?? ''}, true) as audit_action,
             set_config('app.audit_reason', ${actor.audit?.reason ?? ''}, true) as audit_reason,
             set_config('app.api_key_id', ${actor.apiKeyId === undefined ? '' : String(actor.apiKeyId)}, true) as api_key_id`;
