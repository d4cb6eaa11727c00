import { Group, Text } from '@mantine/core';
import { roomConditionLabels, roomConditions } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import conditionClasses from '../../../ui/condition/condition.module.css';
import { legendStatuses } from '../utils/legendStatuses.ts';
import { statusColors } from '../utils/statusColors.ts';

/**
 * The colour of each bar status, then the dots beside the rooms' names (issue 33): each condition and
 * the red ring of an arrival today into a room not ready. Words beside every mark, nothing on hover.
 * Two groups side by side in the counters' line (TodayCounters), each wrapping on its own, so the
 * statuses keep their place at the end of the counters and the marks take the next line only when the
 * screen is too narrow for both.
 */
export function StatusLegend() {
  const { t } = useTranslation();
  return (
    <>
      <Group gap="md" aria-label={t('calendar.legend')} role="group" ml="auto">
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
      <Group gap="sm" wrap="wrap" aria-label={t('calendar.conditionLegend')} role="group" ml="auto">
        <Text size="xs" fw={600}>
          {t('calendar.conditionLegend')}:
        </Text>
        {roomConditions.map((condition) => (
          <Group key={condition} gap={4} wrap="nowrap" data-testid={`legend-${condition}`}>
            <span className={conditionClasses.dot} data-condition={condition} aria-hidden />
            <Text size="xs">{roomConditionLabels[condition]}</Text>
          </Group>
        ))}
        <Group gap={6} wrap="nowrap" data-testid="legend-arrival">
          <span className={conditionClasses.dot} data-condition="dirty" data-arrival="" aria-hidden />
          <Text size="xs">{t('calendar.arrivalNotReadyLegend')}</Text>
        </Group>
      </Group>
    </>
  );
}
