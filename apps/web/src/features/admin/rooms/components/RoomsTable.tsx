import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Room } from '../../../../api/types.ts';
import { ActiveBadge } from '../../../../ui/ActiveBadge.tsx';
import { DataTable } from '../../../../ui/DataTable.tsx';
import { RowActions } from '../../../../ui/RowActions.tsx';

interface RoomsTableProps {
  rooms: Room[];
  onEdit: (room: Room) => void;
  onDelete: (room: Room) => void;
}

/** Номер, Категория, Койки (beds of bed-type rooms), Активен. */
export function RoomsTable({ rooms, onEdit, onDelete }: RoomsTableProps) {
  const { t } = useTranslation();
  const columns = [
    t('rooms.columns.name'),
    t('rooms.columns.category'),
    t('rooms.columns.beds'),
    t('rooms.columns.active'),
    '',
  ];
  return (
    <DataTable columns={columns}>
      {rooms.map((room) => (
        <Table.Tr key={room.id}>
          <Table.Td>
            <Text fw={500} size="sm">
              {room.name}
            </Text>
          </Table.Td>
          <Table.Td>{room.category_name}</Table.Td>
          <Table.Td>{room.category_type === 'koika' ? room.koika_list.length : t('common.dash')}</Table.Td>
          <Table.Td>
            <ActiveBadge active={room.is_active} />
          </Table.Td>
          <Table.Td>
            <RowActions name={room.name} onEdit={() => onEdit(room)} onDelete={() => onDelete(room)} />
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
