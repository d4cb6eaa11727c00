import { Paper, Stack, Text } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import { legTitle, shortStamp } from '../utils/legText.ts';

/**
 * A stay lived in more than one room (issue 28, item 3): each room in order with its category and
 * period, the current one last. The room select below changes the current room only; the earlier rooms
 * were already lived in and stay the booking's.
 */
export function StayLegs() {
  const { t } = useTranslation();
  const { detail } = useEditorContext();
  if (detail.legs.length === 0) return null;
  const current = detail.legs.at(-1)!;
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="stay-legs">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('bookingEditor.legs.title')}
        </Text>
        {detail.legs.map((leg, i) => (
          <Text
            key={`${leg.room}-${leg.from}`}
            size="sm"
            fw={i === detail.legs.length - 1 ? 600 : undefined}
            data-testid="stay-leg"
            style={{ overflowWrap: 'anywhere' }}
          >
            {legTitle(leg)} — {shortStamp(leg.from_local)} → {shortStamp(leg.to_local)}
          </Text>
        ))}
        <Text size="xs" c="dimmed" data-testid="stay-legs-hint">
          <IconArrowsExchange size={12} style={{ verticalAlign: 'middle', marginRight: 4 }} />
          {t('bookingEditor.legs.hint', { room: current.room_name })}
        </Text>
      </Stack>
    </Paper>
  );
}
