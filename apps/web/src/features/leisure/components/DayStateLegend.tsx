import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type DayState, dayStateColors } from '../utils/dayCell.ts';

const states: DayState[] = ['available', 'limited', 'sold_out', 'closed'];

/** What the colours of 'free / total' mean. */
export function DayStateLegend() {
  const { t } = useTranslation();
  return (
    <Group gap="md" style={{ rowGap: 4 }} aria-label={t('leisure.legend')}>
      {states.map((state) => (
        <Group key={state} gap={4} wrap="nowrap">
          <span
            style={{
              width: 12,
              height: 12,
              borderRadius: 3,
              background: `var(--mantine-color-${dayStateColors[state]}-6)`,
              display: 'inline-block',
            }}
          />
          <Text size="xs">{t(`leisure.state.${state}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}
