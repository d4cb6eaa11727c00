import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type AuditRow, auditSubject } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import { formatAt } from '../utils/auditText.ts';
import { AuditDetails } from './AuditDetails.tsx';

interface AuditTableProps {
  rows: readonly AuditRow[];
  timeZone: string;
}

/** What a record is about (domain auditSubject, as the export says it), its booking dimmed. */
function Subject({ row }: { row: AuditRow }) {
  const [own, booking] = auditSubject(row).split(' · ');
  return (
    <Text size="sm">
      {own}
      {booking && (
        <Text span c="dimmed" size="sm">
          {' · '}
          {booking}
        </Text>
      )}
    </Text>
  );
}

/** The journal's page: a table on a wide screen, a card per record on a phone. */
export function AuditTable({ rows, timeZone }: AuditTableProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const who = (row: AuditRow) => row.employee?.name ?? t('audit.system');
  if (phone)
    return (
      <Stack gap="sm">
        {rows.map((row) => (
          <Card key={row.id} withBorder padding="sm" data-testid="audit-row">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={600} size="sm">
                {row.action_label}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatAt(row.at, timeZone)}
              </Text>
            </Group>
            <Subject row={row} />
            <Text size="xs" c="dimmed" mb={4}>
              {who(row)}
            </Text>
            <AuditDetails row={row} timeZone={timeZone} />
          </Card>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="xs" highlightOnHover withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={150}>{t('audit.columns.at')}</Table.Th>
            <Table.Th w={200}>{t('audit.columns.employee')}</Table.Th>
            <Table.Th w={200}>{t('audit.columns.entity')}</Table.Th>
            <Table.Th w={170}>{t('audit.columns.action')}</Table.Th>
            <Table.Th>{t('audit.columns.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="audit-row" style={{ verticalAlign: 'top' }}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatAt(row.at, timeZone)}</Table.Td>
              <Table.Td>{who(row)}</Table.Td>
              <Table.Td>
                <Subject row={row} />
              </Table.Td>
              <Table.Td>{row.action_label}</Table.Td>
              <Table.Td>
                <AuditDetails row={row} timeZone={timeZone} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
