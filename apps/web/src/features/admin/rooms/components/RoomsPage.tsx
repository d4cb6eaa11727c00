import type { Category, Room } from '../../../../api/types.ts';
import { useAllCategories } from '../../categories/hooks/useAllCategories.ts';
import { CategoryFilteredPage } from '../../category-filtered-page/components/CategoryFilteredPage.tsx';
import type { CategoryFilteredPageDef } from '../../category-filtered-page/types/CategoryFilteredPageDef.ts';
import { useDeleteRoom } from '../hooks/useDeleteRoom.ts';
import { useRoomColumns } from '../hooks/useRoomColumns.tsx';
import { useRoomsPage } from '../hooks/useRoomsPage.ts';
import { RoomForm } from './RoomForm.tsx';

const rooms: CategoryFilteredPageDef<Room, Category> = {
  section: 'rooms',
  useCategories: useAllCategories,
  usePage: useRoomsPage,
  useRemove: useDeleteRoom,
  useColumns: useRoomColumns,
  itemName: (room) => room.name,
  renderForm: ({ item, ...form }) => <RoomForm room={item} {...form} />,
  texts: { filter: 'rooms.filterCategory', all: 'rooms.filterAll', noCategories: 'rooms.noCategoriesHint' },
};

/** Administration of rooms (/admin/rooms), filterable by category. */
export function RoomsPage() {
  return <CategoryFilteredPage def={rooms} />;
}
