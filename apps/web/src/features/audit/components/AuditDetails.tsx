import { Stack, Text } from '@mantine/core';
import type { AuditRow } from '@pms/domain';
import { describeRow } from '../utils/auditText.ts';

interface AuditDetailsProps {
  row: AuditRow;
  timeZone: string;
}

/**
 * What a record changed, a line per field ('Статус: Бронь → Заселен'), then its reason, amount, …
 * A row created or removed whole (a catalogue row, a booking's service) lists its values alone.
 */
export function AuditDetails({ row, timeZone }: AuditDetailsProps) {
  const { changes, notes } = describeRow(row, timeZone);
  if (changes.length === 0 && notes.length === 0) return null;
  return (
    <Stack gap={2}>
      {changes.map((c) => (
        <Text key={c.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span c="dimmed" size="sm">
            {c.label}:
          </Text>{' '}
          {c.shown}
        </Text>
      ))}
      {notes.length > 0 && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {notes.join(' · ')}
        </Text>
      )}
    </Stack>
  );
}
