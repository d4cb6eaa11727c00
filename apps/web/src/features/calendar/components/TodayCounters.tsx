import { Group, Paper, Skeleton, Text } from '@mantine/core';
import type { TodaySummary } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import { useTodaySummary } from '../hooks/useTodaySummary.ts';

const counters = [
  ['free', 'free'],
  ['busy', 'busy'],
  ['busy_times', 'busyTimes'],
  ['busy_koika', 'busyKoika'],
  ['check_in', 'checkIn'],
  ['check_out', 'checkOut'],
  ['residence', 'residence'],
  ['paid', 'paid'],
  ['not_paid', 'notPaid'],
  ['partial_paid', 'partialPaid'],
] as const satisfies readonly (readonly [keyof TodaySummary, string])[];

/** 'Состояние на сегодня': the property's counters for the current day. */
export function TodayCounters() {
  const { t } = useTranslation();
  const { data } = useTodaySummary();
  return (
    <Paper withBorder p="xs" radius="md" aria-label={t('calendar.today.title')} role="region">
      <Group gap="lg" wrap="wrap">
        <Text fw={600} size="sm">
          {t('calendar.today.title')}
        </Text>
        {counters.map(([field, label]) => (
          <Group key={field} gap={6} wrap="nowrap" data-testid={`today-${field}`}>
            <Text size="sm" c="dimmed">
              {t(`calendar.today.${label}`)}:
            </Text>
            {data ? (
              <Text size="sm" fw={600}>
                {data[field]}
              </Text>
            ) : (
              <Skeleton w={20} h={14} />
            )}
          </Group>
        ))}
      </Group>
    </Paper>
  );
}
