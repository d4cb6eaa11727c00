import { useTranslation } from 'react-i18next';
import type { Room } from '../../../../api/types.ts';
import { ActiveBadge } from '../../../../ui/ActiveBadge.tsx';
import { NameCell } from '../../../../ui/NameCell.tsx';
import type { TableColumn } from '../../../../ui/TableColumn.ts';

/** Номер, Категория, Этаж (its own; '—' while read from the name), Койки (beds of bed-type rooms), Активен. */
export function useRoomColumns(): TableColumn<Room>[] {
  const { t } = useTranslation();
  return [
    { header: t('rooms.columns.name'), cell: (room) => <NameCell name={room.name} /> },
    { header: t('rooms.columns.category'), cell: (room) => room.category_name },
    { header: t('rooms.columns.floor'), cell: (room) => room.floor ?? t('common.dash') },
    {
      header: t('rooms.columns.beds'),
      cell: (room) => (room.category_type === 'koika' ? room.koika_list.length : t('common.dash')),
    },
    { header: t('rooms.columns.active'), cell: (room) => <ActiveBadge active={room.is_active} /> },
  ];
}
