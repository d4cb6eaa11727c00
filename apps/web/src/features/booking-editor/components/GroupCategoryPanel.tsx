import { Accordion, Badge, Group, Loader, MultiSelect, Stack, Text } from '@mantine/core';
import type { BookingStatus } from '@pms/domain';
import { fromLocal } from '@pms/domain';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../api/types.ts';
import { useCategoryRooms } from '../../admin/categories/hooks/useCategoryRooms.ts';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import type { GroupChildValues, GroupValues } from '../types/groupValues.ts';
import { GroupRoomRow } from './GroupRoomRow.tsx';

export interface PanelRoom {
  index: number;
  child: GroupChildValues;
  status: BookingStatus;
}

interface GroupCategoryPanelProps {
  category: Pick<Category, 'id' | 'name' | 'additional_place'>;
  /** The group's live rooms of this category, with their place in the form. */
  rooms: readonly PanelRoom[];
  /** Names of this category's cancelled rooms. */
  cancelled: readonly string[];
  busy: boolean;
  advancingId: number | undefined;
  cancelBlocked: (child: GroupChildValues) => string | null;
  onJoin: (room: { id: number; name: string }) => void;
  onLeave: (room: PanelRoom) => void;
  onAdvance: (room: PanelRoom) => void;
}

/**
 * One category of a group: a room multi-select (picking a room reserves it into the group at once,
 * dropping it leaves or cancels it) and a row per room with its own stay.
 */
export function GroupCategoryPanel({
  category,
  rooms,
  cancelled,
  busy,
  advancingId,
  cancelBlocked,
  onJoin,
  onLeave,
  onAdvance,
}: GroupCategoryPanelProps) {
  const { t } = useTranslation();
  const { readOnly, company } = useEditorContext();
  // A room joins with the dates of the group's first room: offer only rooms free for them.
  const first = useWatch<GroupValues, 'child_list.0'>({ name: 'child_list.0' }) as
    | GroupChildValues
    | undefined;
  const joinStay =
    first?.check_in_date && first.check_out_date
      ? {
          start: fromLocal(first.check_in_date, first.check_in_time, company.timezone),
          end: fromLocal(first.check_out_date, first.check_out_time, company.timezone),
        }
      : undefined;
  const catalogue = useCategoryRooms(category.id, joinStay);
  const selected = rooms.map((r) => String(r.child.room));
  const options = (catalogue.data ?? [])
    .filter((r) => r.is_active || selected.includes(String(r.id)))
    .map((r) => {
      const taken = r.is_free === false && !selected.includes(String(r.id));
      return {
        value: String(r.id),
        label: taken ? t('bookingEditor.group.roomTaken', { room: r.name }) : r.name,
        disabled: taken,
      };
    });
  for (const r of rooms)
    if (!options.some((o) => o.value === String(r.child.room)))
      options.push({ value: String(r.child.room), label: r.child.room_name, disabled: false });

  const change = (next: string[]) => {
    const added = next.find((v) => !selected.includes(v));
    if (added) {
      const name = options.find((o) => o.value === added)?.label ?? added;
      return onJoin({ id: Number(added), name });
    }
    const dropped = rooms.find((r) => !next.includes(String(r.child.room)));
    if (dropped) onLeave(dropped);
  };

  return (
    <Accordion.Item value={String(category.id)} data-testid={`group-category-${category.id}`}>
      <Accordion.Control>
        <Group gap="sm">
          <Text fw={600}>{category.name}</Text>
          <Badge variant="light" size="sm">
            {t('bookingEditor.group.roomCount', { count: rooms.length })}
          </Badge>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <MultiSelect
            label={t('bookingEditor.group.rooms', { category: category.name })}
            placeholder={rooms.length === 0 ? t('bookingEditor.group.roomsPlaceholder') : undefined}
            data={options}
            value={selected}
            onChange={change}
            searchable
            disabled={readOnly}
            rightSection={busy || catalogue.isFetching ? <Loader size="xs" /> : undefined}
            comboboxProps={{ withinPortal: true }}
            nothingFoundMessage={t('common.nothingFound')}
          />
          {rooms.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('bookingEditor.group.noRooms')}
            </Text>
          )}
          {rooms.map((room) => (
            <GroupRoomRow
              // The row's fields are named by the room's place in the form: a shift remounts it.
              key={`${room.child.id}:${room.index}`}
              index={room.index}
              child={room.child}
              status={room.status}
              additionalPlace={category.additional_place}
              cancelBlocked={cancelBlocked(room.child)}
              advancing={advancingId === room.child.id}
              onAdvance={() => onAdvance(room)}
              onCancel={() => onLeave(room)}
            />
          ))}
          {cancelled.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('bookingEditor.group.cancelledRooms', { rooms: cancelled.join(', ') })}
            </Text>
          )}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
