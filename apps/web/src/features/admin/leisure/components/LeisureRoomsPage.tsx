import type { LeisureCategoryView, LeisureRoomView } from '@pms/domain';
import { CategoryFilteredPage } from '../../category-filtered-page/components/CategoryFilteredPage.tsx';
import type { CategoryFilteredPageDef } from '../../category-filtered-page/types/CategoryFilteredPageDef.ts';
import { byActivity } from '../hooks/byActivity.ts';
import { useDeleteLeisureRoom } from '../hooks/useDeleteLeisureRoom.ts';
import { useLeisureRoomColumns } from '../hooks/useLeisureRoomColumns.tsx';
import { useLeisureRoomsPage } from '../hooks/useLeisureRoomsPage.ts';
import { LeisureRoomForm } from './LeisureRoomForm.tsx';

const places: CategoryFilteredPageDef<LeisureRoomView, LeisureCategoryView> = {
  ...byActivity,
  section: 'leisureRooms',
  usePage: useLeisureRoomsPage,
  useRemove: useDeleteLeisureRoom,
  useColumns: useLeisureRoomColumns,
  itemName: (room) => room.name,
  renderForm: ({ item, ...form }) => <LeisureRoomForm room={item} {...form} />,
};

/** 'Места' (/admin/leisure-rooms): the places of the activities, filterable by activity. */
export function LeisureRoomsPage() {
  return <CategoryFilteredPage def={places} />;
}
