import {
  type AuditRow,
  auditActionLabels,
  auditEntities,
  auditEntityLabels,
  describeAuditRow,
  formatDay,
  toLocal,
} from '@pms/domain';

/** When a record was made, 'DD.MM.YYYY HH:mm' on the property's clock. */
export function formatAt(at: number, timeZone: string): string {
  const local = toLocal(at, timeZone);
  return `${formatDay(local.date)} ${local.time}`;
}

/** A record in words (domain describeAuditRow: the same wording as the journal's export). */
export function describeRow(row: AuditRow, timeZone: string) {
  return describeAuditRow(row, timeZone);
}

export const entityOptions = auditEntities.map((value) => ({ value, label: auditEntityLabels[value] }));

export const actionOptions = Object.entries(auditActionLabels).map(([value, label]) => ({ value, label }));
