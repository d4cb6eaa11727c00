import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConditionBadge } from '../../../ui/condition/ConditionBadge.tsx';
import type { TapInput } from '../hooks/useTapQueue.ts';
import type { AskFor, BoardRoom } from '../types/housekeepingTypes.ts';
import { MovementLine } from './MovementLine.tsx';
import { TapButton } from './TapButton.tsx';
import { UnitMenu } from './UnitMenu.tsx';

interface RoomCardProps {
  room: BoardRoom;
  /** The units with a tap not yet sent: 'room' or a bed's id. */
  pending: (bed: number | null) => boolean;
  onTap: (input: TapInput) => void;
  onAsk: (ask: AskFor) => void;
  /** The supervisor's list names who the room is assigned to. */
  showHousekeeper?: boolean;
}

/**
 * One room on the housekeeper's phone: its condition, the day's movement (with the arrival's time), its
 * note or the reason it is out of order, a button to its next condition, 'Заметка' and 'Не работает';
 * a room with beds lists them, each with its own condition. No money, no guest.
 */
export function RoomCard({ room, pending, onTap, onAsk, showHousekeeper }: RoomCardProps) {
  const { t } = useTranslation();
  const unsent = (
    <Text size="xs" c="red.9" fw={600}>
      {t('housekeeping.unsentOne')}
    </Text>
  );
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`hk-room-${room.room_name}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} size="lg" component="h2">
              {room.room_name}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {room.category_name}
              {showHousekeeper ? ` · ${room.housekeeper?.name ?? t('housekeeping.nobody')}` : ''}
            </Text>
          </div>
          <Stack gap={2} align="flex-end">
            <ConditionBadge condition={room.condition} label={room.condition_label} />
            {pending(null) ? unsent : null}
          </Stack>
        </Group>
        <MovementLine room={room} />
        {room.condition === 'out_of_order' && room.reason ? (
          <Text size="sm">
            {t('housekeeping.reason')}: {room.reason}
          </Text>
        ) : null}
        {room.note ? (
          <Text size="sm" fs="italic">
            {room.note}
          </Text>
        ) : null}
        <Group gap="xs" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <TapButton
              name={room.room_name}
              condition={room.condition}
              size="md"
              onTap={(to) => onTap({ room: room.room_id, bed: null, condition: to })}
            />
          </div>
          <UnitMenu room={room} size={42} onAsk={onAsk} />
        </Group>
        {room.beds.length > 0 ? (
          <Stack gap={4} mt={4}>
            <Text size="sm" fw={600}>
              {t('housekeeping.beds')}
            </Text>
            {room.beds.map((bed) => (
              <Group
                key={bed.bed_id}
                justify="space-between"
                wrap="nowrap"
                data-testid={`hk-bed-${bed.name}`}
              >
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" style={{ flexShrink: 0 }}>
                      {bed.name}
                    </Text>
                    <ConditionBadge condition={bed.condition} label={bed.condition_label} />
                  </Group>
                  {pending(bed.bed_id) ? unsent : null}
                  {bed.reason || bed.note ? (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {bed.condition === 'out_of_order' ? bed.reason : bed.note}
                    </Text>
                  ) : null}
                </div>
                <Group gap={6} wrap="nowrap">
                  <TapButton
                    name={`${room.room_name}, ${bed.name}`}
                    condition={bed.condition}
                    size="sm"
                    onTap={(to) => onTap({ room: room.room_id, bed: bed.bed_id, condition: to })}
                  />
                  <UnitMenu room={room} bed={{ id: bed.bed_id, name: bed.name }} size={30} onAsk={onAsk} />
                </Group>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
