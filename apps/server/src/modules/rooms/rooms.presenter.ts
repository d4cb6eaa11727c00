import type { CategoryMedia } from '../images/index.ts';
import type { BedRow, CategoryRow, RoomRow } from './rooms.repository.ts';

const noMedia: CategoryMedia = { images: [], main_image: null, tags: [] };

export function presentCategory(c: CategoryRow, roomCount: number, media: CategoryMedia = noMedia) {
  return {
    id: c.id,
    name: c.name,
    category_type: c.categoryType,
    place_number: c.placeNumber,
    additional_place: c.additionalPlace,
    adult_count: c.adultCount,
    description: c.description,
    is_active: c.isActive,
    rates: c.rates,
    rooms: roomCount,
    ...media,
  };
}

export function presentRoom(room: RoomRow, category: CategoryRow, beds: BedRow[]) {
  return {
    id: room.id,
    name: room.name,
    category: category.id,
    category_name: category.name,
    category_type: category.categoryType,
    is_active: room.isActive,
    koika_list: beds.filter((b) => b.roomId === room.id).map((b) => ({ id: b.id, name: b.name })),
    floor: room.floor,
  };
}
