import { Group, Select, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { compareRoomNames, type RoomCondition, roomConditionLabels, roomConditions } from '@pms/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssign, useAssignments } from '../hooks/useAssignments.ts';
import type { TapInput } from '../hooks/useTapQueue.ts';
import type { AskFor, BoardRoom } from '../types/housekeepingTypes.ts';
import { MovementLine } from './MovementLine.tsx';
import { RoomCard } from './RoomCard.tsx';
import { StaffPanel } from './StaffPanel.tsx';
import { TapCell } from './TapCell.tsx';

const NOBODY = 'none';

interface SupervisorBoardProps {
  date: string;
  rooms: BoardRoom[];
  /** Whether the viewer assigns (the supervisor) or only looks and marks (the front desk). */
  supervisor: boolean;
  pendingOf: (room: number) => (bed: number | null) => boolean;
  onTap: (input: TapInput) => void;
  onAsk: (ask: AskFor) => void;
}

/**
 * The supervisor's board (issue 33, at 1366 and 1600): every room with its condition, assignee and the
 * day's movement, filtered by condition, housekeeper and floor; a room assigned by hand in its row, all
 * of them shared out evenly, and each housekeeper's printed sheet. On a phone the rooms are cards.
 */
export function SupervisorBoard({ date, rooms, supervisor, pendingOf, onTap, onAsk }: SupervisorBoardProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const assignments = useAssignments(date, supervisor);
  const { byHand } = useAssign(date);
  const [condition, setCondition] = useState<string | null>(null);
  const [housekeeper, setHousekeeper] = useState<string | null>(null);
  const [floor, setFloor] = useState<string | null>(null);
  const housekeepers = assignments.data?.housekeepers ?? [];
  const floors = useMemo(() => [...new Set(rooms.map((r) => r.floor))].sort(compareRoomNames), [rooms]);
  const people = useMemo(() => {
    const known = new Map(housekeepers.map((h) => [h.id, h.name]));
    for (const r of rooms) if (r.housekeeper) known.set(r.housekeeper.id, r.housekeeper.name);
    return [...known.entries()].map(([id, name]) => ({ value: String(id), label: name }));
  }, [housekeepers, rooms]);
  const shown = rooms.filter(
    (r) =>
      (condition === null || r.condition === condition || r.beds.some((b) => b.condition === condition)) &&
      (housekeeper === null ||
        (housekeeper === NOBODY ? r.housekeeper === null : String(r.housekeeper?.id) === housekeeper)) &&
      (floor === null || r.floor === floor),
  );
  const assignData = [
    { value: NOBODY, label: t('housekeeping.nobody') },
    ...housekeepers.map((h) => ({ value: String(h.id), label: h.name })),
  ];

  return (
    <Stack gap="md">
      {supervisor ? <StaffPanel date={date} housekeepers={housekeepers} rooms={rooms} /> : null}
      <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={t('housekeeping.filters')}>
        <Select
          label={t('housekeeping.condition')}
          placeholder={t('housekeeping.allConditions')}
          data={roomConditions.map((c: RoomCondition) => ({ value: c, label: roomConditionLabels[c] }))}
          value={condition}
          onChange={setCondition}
          clearable
          w={180}
        />
        <Select
          label={t('housekeeping.housekeeper')}
          placeholder={t('housekeeping.allHousekeepers')}
          data={[{ value: NOBODY, label: t('housekeeping.nobody') }, ...people]}
          value={housekeeper}
          onChange={setHousekeeper}
          clearable
          w={220}
        />
        <Select
          label={t('housekeeping.floor')}
          placeholder={t('housekeeping.allFloors')}
          data={floors.map((f) => ({ value: f, label: f || t('housekeeping.noFloor') }))}
          value={floor}
          onChange={setFloor}
          clearable
          w={150}
        />
      </Group>
      {shown.length === 0 ? <Text c="dimmed">{t('housekeeping.emptyAll')}</Text> : null}
      {wide && shown.length > 0 ? (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="xs" data-testid="hk-board">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('housekeeping.room')}</Table.Th>
                <Table.Th>{t('housekeeping.floor')}</Table.Th>
                <Table.Th>{t('housekeeping.condition')}</Table.Th>
                <Table.Th>{t('housekeeping.movement')}</Table.Th>
                <Table.Th>{t('housekeeping.housekeeper')}</Table.Th>
                <Table.Th>{t('housekeeping.note')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((room) => (
                <Table.Tr key={room.room_id} data-testid={`hk-row-${room.room_name}`}>
                  <Table.Td>
                    {/* The room's name opens its history (who changed what, when). */}
                    <UnstyledButton
                      onClick={() => onAsk({ room, bed: null, kind: 'history' })}
                      aria-label={t('housekeeping.historyOpen', { room: room.room_name })}
                      title={t('housekeeping.historyOpen', { room: room.room_name })}
                    >
                      <Text fw={600} size="sm" td="underline">
                        {room.room_name}
                      </Text>
                    </UnstyledButton>
                    <Text size="xs" c="dimmed">
                      {room.category_name}
                    </Text>
                  </Table.Td>
                  <Table.Td>{room.floor}</Table.Td>
                  <Table.Td>
                    <TapCell room={room} pending={pendingOf(room.room_id)} onTap={onTap} onAsk={onAsk} />
                  </Table.Td>
                  <Table.Td>
                    <MovementLine room={room} />
                  </Table.Td>
                  <Table.Td>
                    {supervisor ? (
                      <Select
                        aria-label={t('housekeeping.assignTo', { room: room.room_name })}
                        data={assignData}
                        value={room.housekeeper ? String(room.housekeeper.id) : NOBODY}
                        onChange={(value) =>
                          value &&
                          byHand.mutate([
                            { room: room.room_id, housekeeper: value === NOBODY ? null : Number(value) },
                          ])
                        }
                        allowDeselect={false}
                        size="xs"
                        w={200}
                      />
                    ) : (
                      <Text size="sm">{room.housekeeper?.name ?? t('housekeeping.nobody')}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2}>
                      {room.condition === 'out_of_order' ? room.reason : room.note}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {!wide
        ? shown.map((room) => (
            <RoomCard
              key={room.room_id}
              room={room}
              pending={pendingOf(room.room_id)}
              onTap={onTap}
              onAsk={onAsk}
              showHousekeeper
            />
          ))
        : null}
    </Stack>
  );
}
