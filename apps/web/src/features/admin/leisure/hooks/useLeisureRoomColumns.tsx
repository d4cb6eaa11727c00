import type { LeisureCategoryView, LeisureRoomView } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '../../../../ui/ActiveBadge.tsx';
import { NameCell } from '../../../../ui/NameCell.tsx';
import type { TableColumn } from '../../../../ui/TableColumn.ts';

/** Место, Активность (named from the activities' list: the place only carries its id), Активно. */
export function useLeisureRoomColumns(categories: LeisureCategoryView[]): TableColumn<LeisureRoomView>[] {
  const { t } = useTranslation();
  const names = new Map(categories.map((category) => [category.id, category.name]));
  return [
    { header: t('leisureRooms.columns.name'), cell: (room) => <NameCell name={room.name} /> },
    {
      header: t('leisureRooms.columns.category'),
      cell: (room) => names.get(room.category) ?? t('common.dash'),
    },
    { header: t('leisureRooms.columns.active'), cell: (room) => <ActiveBadge active={room.is_active} /> },
  ];
}
