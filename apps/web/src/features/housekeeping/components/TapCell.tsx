import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConditionBadge } from '../../../ui/condition/ConditionBadge.tsx';
import type { TapInput } from '../hooks/useTapQueue.ts';
import type { AskFor, BoardRoom } from '../types/housekeepingTypes.ts';
import { TapButton } from './TapButton.tsx';
import { UnitMenu } from './UnitMenu.tsx';

/** The board's condition cell: the room's (and each bed's) condition, its next tap and its '…'. */
export function TapCell({
  room,
  pending,
  onTap,
  onAsk,
}: {
  room: BoardRoom;
  pending: (bed: number | null) => boolean;
  onTap: (input: TapInput) => void;
  onAsk: (ask: AskFor) => void;
}) {
  const { t } = useTranslation();
  const unsent = (
    <Text size="xs" c="red.9" fw={600}>
      {t('housekeeping.unsentOne')}
    </Text>
  );
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="nowrap">
        <ConditionBadge condition={room.condition} label={room.condition_label} />
        <TapButton
          name={room.room_name}
          condition={room.condition}
          size="xs"
          onTap={(to) => onTap({ room: room.room_id, bed: null, condition: to })}
        />
        <UnitMenu room={room} size={30} onAsk={onAsk} />
        {pending(null) ? unsent : null}
      </Group>
      {room.beds.map((bed) => (
        <Group key={bed.bed_id} gap={6} wrap="nowrap">
          <Text size="xs">{bed.name}</Text>
          <ConditionBadge condition={bed.condition} label={bed.condition_label} />
          <TapButton
            name={`${room.room_name}, ${bed.name}`}
            condition={bed.condition}
            size="xs"
            onTap={(to) => onTap({ room: room.room_id, bed: bed.bed_id, condition: to })}
          />
          <UnitMenu room={room} bed={{ id: bed.bed_id, name: bed.name }} size={30} onAsk={onAsk} />
          {pending(bed.bed_id) ? unsent : null}
        </Group>
      ))}
    </Stack>
  );
}
