import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../../ui/AdminListPage.tsx';
import { CategoryFilter } from '../../../../ui/CategoryFilter.tsx';
import { useListParams } from '../../../../ui/useListParams.ts';
import { useCan } from '../../../auth/hooks/useCan.ts';
import { useAllLeisureCategories } from '../hooks/useAllLeisureCategories.ts';
import { useDeleteLeisureRoom } from '../hooks/useDeleteLeisureRoom.ts';
import { useLeisureRoomColumns } from '../hooks/useLeisureRoomColumns.tsx';
import { useLeisureRoomsPage } from '../hooks/useLeisureRoomsPage.ts';
import { LeisureRoomForm } from './LeisureRoomForm.tsx';

/** 'Места' (/admin/leisure-rooms): the places of the activities, filterable by activity. */
export function LeisureRoomsPage() {
  const can = useCan();
  const { t } = useTranslation();
  const list = useListParams();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const categories = useAllLeisureCategories();
  const query = useLeisureRoomsPage({ ...list.params, category: categoryId ?? undefined });
  const remove = useDeleteLeisureRoom();
  const columns = useLeisureRoomColumns(categories.data ?? []);
  // Every place belongs to an activity, so none can be added before the first activity exists.
  const noCategories = categories.data?.length === 0;
  return (
    <AdminListPage
      writable={can('catalogues.edit')}
      section="leisureRooms"
      list={list}
      query={query}
      remove={remove}
      columns={columns}
      itemName={(room) => room.name}
      renderForm={(room, onClose) => (
        <LeisureRoomForm
          room={room}
          categories={categories.data ?? []}
          defaultCategory={categoryId}
          onClose={onClose}
        />
      )}
      filters={
        <CategoryFilter
          label={t('leisureAdmin.filterActivity')}
          placeholder={t('leisureAdmin.filterAll')}
          categories={categories.data ?? []}
          value={categoryId}
          onChange={(value) => {
            setCategoryId(value);
            list.setPage(1);
          }}
        />
      }
      filtered={categoryId !== null}
      blockedHint={noCategories ? t('leisureAdmin.noActivitiesHint') : undefined}
    />
  );
}
