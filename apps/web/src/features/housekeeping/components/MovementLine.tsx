import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BoardRoom } from '../types/housekeepingTypes.ts';

/** 'выезд 12:00 · заезд 14:00', 'проживает', 'заезд сегодня · заезд 14:00' and the linen change. */
export function MovementLine({ room }: { room: BoardRoom }) {
  const { t } = useTranslation();
  const { movement } = room;
  const parts = [movement.label];
  if (movement.departure_time) parts.push(t('housekeeping.departureAt', { time: movement.departure_time }));
  if (movement.arrival_time) parts.push(t('housekeeping.arrivalAt', { time: movement.arrival_time }));
  if (room.linen_change) parts.push(t('housekeeping.linen'));
  return (
    <Text size="sm" fw={movement.kind === 'turnover' || movement.kind === 'arrival' ? 600 : 400}>
      {parts.join(' · ')}
    </Text>
  );
}
