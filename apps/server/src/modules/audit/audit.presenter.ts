/** An audit record as the API gives it (domain auditRowSchema). */
import { type AuditRow, apiKeyActorName, auditActionLabel, personName } from '@pms/domain';
import { unixSeconds } from '../../http/views.ts';
import type { AuditLogRow } from './audit.repository.ts';

export function presentAuditRow(r: AuditLogRow): AuditRow {
  const name = personName({ last_name: r.lastName, first_name: r.firstName });
  return {
    id: r.id,
    at: unixSeconds(r.at),
    // The system (the sweeper) has no employee; a removed account keeps its records without a name.
    // A change made with an API key (issue 34) is the key's: it is named, its creator's id kept.
    employee:
      r.employeeId === null
        ? null
        : {
            id: r.employeeId,
            name: r.apiKeyId === null ? name || `Сотрудник №${r.employeeId}` : apiKeyActorName(r.apiKeyName),
          },
    api_key: r.apiKeyId === null ? null : { id: r.apiKeyId, name: r.apiKeyName ?? '' },
    entity: r.entity,
    entity_id: r.entityId,
    booking_id: r.bookingId,
    booking_number: r.bookingNumber,
    action: r.action,
    action_label: auditActionLabel(r.action),
    changes: r.changes ?? {},
    data: r.data ?? {},
  };
}
