import { Collapse, Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TodaySummary } from '@pms/domain';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
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

interface TodayCountersProps {
  /**
   * A phone: the counters (and `children`, the legend) fold under their title, closed at first, so the
   * grid keeps the screen (issue 28, item 12).
   */
  collapsible?: boolean;
  children?: ReactNode;
}

/**
 * 'Состояние на сегодня': the property's counters for the current day. Memoised (with its legend made
 * once by the calendar), so the window's data does not draw it again (issue 31).
 */
export const TodayCounters = memo(function TodayCounters({
  collapsible = false,
  children,
}: TodayCountersProps) {
  const { t } = useTranslation();
  const { data } = useTodaySummary();
  const [opened, { toggle }] = useDisclosure(false);
  const list = counters.map(([field, label]) => (
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
  ));
  if (collapsible)
    return (
      <Paper withBorder px="xs" py={6} radius="md" aria-label={t('calendar.today.title')} role="region">
        <UnstyledButton onClick={toggle} aria-expanded={opened} w="100%">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600} size="sm">
              {t('calendar.today.title')}
            </Text>
            {opened ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
          </Group>
        </UnstyledButton>
        <Collapse expanded={opened}>
          <Stack gap="xs" pt="xs">
            <Group gap="md" wrap="wrap">
              {list}
            </Group>
            {children}
          </Stack>
        </Collapse>
      </Paper>
    );
  // A wider screen keeps `children` (the legend's groups, each pushed right) at the end of the
  // counters' last line rather than on a line of its own, which gives the grid a row more (issue 28,
  // item 11).
  return (
    <Paper withBorder p="xs" radius="md" aria-label={t('calendar.today.title')} role="region">
      <Group gap="lg" wrap="wrap">
        <Text fw={600} size="sm">
          {t('calendar.today.title')}
        </Text>
        {list}
        {children}
      </Group>
    </Paper>
  );
});
