import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../../ui/AdminListPage.tsx';
import { CategoryFilter } from '../../../../ui/CategoryFilter.tsx';
import { useListParams } from '../../../../ui/useListParams.ts';
import { useCan } from '../../../auth/hooks/useCan.ts';
import { useAllCategories } from '../../categories/hooks/useAllCategories.ts';
import { useDeleteRoom } from '../hooks/useDeleteRoom.ts';
import { useRoomColumns } from '../hooks/useRoomColumns.tsx';
import { useRoomsPage } from '../hooks/useRoomsPage.ts';
import { RoomForm } from './RoomForm.tsx';

/** Administration of rooms (/admin/rooms), filterable by category. */
export function RoomsPage() {
  const can = useCan();
  const { t } = useTranslation();
  const list = useListParams();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const categories = useAllCategories();
  const query = useRoomsPage({ ...list.params, category: categoryId ?? undefined });
  const remove = useDeleteRoom(query.data?.results ?? []);
  const columns = useRoomColumns();
  // Every room belongs to a category, so none can be added before the first category exists.
  const noCategories = categories.data?.length === 0;
  return (
    <AdminListPage
      writable={can('catalogues.edit')}
      section="rooms"
      list={list}
      query={query}
      remove={remove}
      columns={columns}
      itemName={(room) => room.name}
      renderForm={(room, onClose) => (
        <RoomForm
          room={room}
          categories={categories.data ?? []}
          defaultCategory={categoryId}
          onClose={onClose}
        />
      )}
      filters={
        <CategoryFilter
          label={t('rooms.filterCategory')}
          placeholder={t('rooms.filterAll')}
          categories={categories.data ?? []}
          value={categoryId}
          onChange={(value) => {
            setCategoryId(value);
            list.setPage(1);
          }}
        />
      }
      filtered={categoryId !== null}
      blockedHint={noCategories ? t('rooms.noCategoriesHint') : undefined}
    />
  );
}
