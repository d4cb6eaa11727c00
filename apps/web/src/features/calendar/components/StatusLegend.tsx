import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { legendStatuses } from '../utils/legendStatuses.ts';
import { statusColors } from '../utils/statusColors.ts';

/** The colour of each bar status. */
export function StatusLegend() {
  const { t } = useTranslation();
  return (
    <Group gap="md" aria-label={t('calendar.legend')}>
      {legendStatuses.map((status) => (
        <Group key={status} gap={4} wrap="nowrap">
          <span
            style={{
              width: 14,
              height: 14,
              borderRadius: 3,
              background: statusColors[status]?.bg,
              display: 'inline-block',
            }}
          />
          <Text size="xs">{t(`calendar.status.${status}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}
