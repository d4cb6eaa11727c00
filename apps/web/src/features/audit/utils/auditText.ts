import {
  type AuditRow,
  auditActionLabels,
  auditEntities,
  auditEntityLabels,
  describeAuditChanges,
  describeAuditData,
  formatDay,
  toLocal,
} from '@pms/domain';

/** When a record was made, 'DD.MM.YYYY HH:mm' on the property's clock. */
export function formatAt(at: number, timeZone: string): string {
  const local = toLocal(at, timeZone);
  return `${formatDay(local.date)} ${local.time}`;
}

/**
 * A record in words: its changed fields 'Поле: было → стало' and what its payload adds; `whole` for a
 * row created or removed whole (a catalogue row, a booking's service), whose fields read as values alone.
 */
export function describeRow(row: AuditRow, timeZone: string) {
  const whole =
    row.action === 'create' || row.action.endsWith('_add')
      ? ('created' as const)
      : row.action === 'delete' || row.action.endsWith('_remove')
        ? ('removed' as const)
        : null;
  return { changes: describeAuditChanges(row, timeZone), notes: describeAuditData(row, timeZone), whole };
}

export const entityOptions = auditEntities.map((value) => ({ value, label: auditEntityLabels[value] }));

export const actionOptions = Object.entries(auditActionLabels).map(([value, label]) => ({ value, label }));

export const entityLabel = (entity: string) =>
  (auditEntityLabels as Record<string, string>)[entity] ?? entity;
