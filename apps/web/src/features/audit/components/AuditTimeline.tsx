import { Badge, Group, Stack, Text, Timeline } from '@mantine/core';
import type { AuditRow } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import { formatAt } from '../utils/auditText.ts';
import { AuditDetails } from './AuditDetails.tsx';

interface AuditTimelineProps {
  rows: readonly AuditRow[];
  /** The booking the history is of: records of its group's other bookings name theirs. */
  bookingId: number;
  timeZone: string;
}

/** A booking's 'История' as a timeline, oldest first: when, who, what, and the changes. */
export function AuditTimeline({ rows, bookingId, timeZone }: AuditTimelineProps) {
  const { t } = useTranslation();
  return (
    <Timeline active={rows.length - 1} bulletSize={14} lineWidth={2}>
      {rows.map((row) => (
        <Timeline.Item
          key={row.id}
          data-testid="history-entry"
          title={
            <Group gap="xs" wrap="wrap">
              <Text fw={600} size="sm">
                {row.action_label}
              </Text>
              {row.booking_id !== null && row.booking_id !== bookingId && (
                <Badge size="xs" variant="light" color="gray">
                  {t('audit.bookingRef', { number: row.booking_number ?? '' })}
                </Badge>
              )}
            </Group>
          }
        >
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {formatAt(row.at, timeZone)} · {row.employee?.name ?? t('audit.system')}
            </Text>
            <AuditDetails row={row} timeZone={timeZone} />
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
