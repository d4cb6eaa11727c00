import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { type LeisureDayTariffView, leisureDayState } from '@pms/domain';
import { IconClock, IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/Money.tsx';
import { clock } from '../utils/clock.ts';
import { dayStateColors } from '../utils/dayCell.ts';
import { type Counts, tariffCounter } from '../utils/saleLines.ts';

interface TariffCardProps {
  tariff: LeisureDayTariffView;
  counts: Counts;
  onStep: (priceId: number, delta: 1 | -1) => void;
}

/**
 * A tariff of the day: its name, time and places left, and a '−' count '+' per price item. '+' is off
 * for every item once the tariff's counts reach its places left, '−' at zero (the domain's counterState).
 */
export function TariffCard({ tariff, counts, onStep }: TariffCardProps) {
  const { t } = useTranslation();
  const state = tariffCounter(tariff, counts);
  const color = dayStateColors[leisureDayState(tariff.total, tariff.stock_number)];
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`tariff-${tariff.id}`}>
      <Group justify="space-between" gap="xs" mb="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Text fw={700}>{tariff.enum}</Text>
          <Badge variant="light" color="gray" leftSection={<IconClock size={12} />} tt="none">
            {t('leisure.day.time', { start: clock(tariff.start_time), end: clock(tariff.end_time) })}
          </Badge>
        </Group>
        <Badge variant="light" color={color} tt="none" data-testid={`tariff-left-${tariff.id}`}>
          {t('leisure.day.left', { left: tariff.stock_number, total: tariff.total })}
        </Badge>
      </Group>
      <Stack gap={6}>
        {tariff.price_list.map((price, i) => {
          const count = counts[price.id] ?? 0;
          return (
            <Group
              key={price.id}
              justify="space-between"
              gap="xs"
              wrap="nowrap"
              data-testid={`price-${price.id}`}
            >
              <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {price.name}
                </Text>
                <Money value={Number(price.price)} size="sm" c="dimmed" />
              </Group>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('leisure.day.decrease', { name: price.name })}
                  disabled={state.minusDisabled[i]}
                  onClick={() => onStep(price.id, -1)}
                >
                  <IconMinus size={14} />
                </ActionIcon>
                <Text
                  w={36}
                  ta="center"
                  fw={700}
                  aria-label={t('leisure.day.count', { name: price.name })}
                  aria-live="polite"
                >
                  {count}
                </Text>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('leisure.day.increase', { name: price.name })}
                  disabled={state.plusDisabled}
                  onClick={() => onStep(price.id, 1)}
                >
                  <IconPlus size={14} />
                </ActionIcon>
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
