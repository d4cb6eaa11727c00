import type { BedRow, CategoryRow, RoomRow } from './catalog.repository.ts';
export declare function presentCategory(c: CategoryRow, roomCount: number): {
    id: number;
    name: string;
    category_type: string;
    place_number: number;
    additional_place: number;
    adult_count: number;
    description: string;
    is_active: boolean;
    rooms: number;
};
export declare function presentRoom(room: RoomRow, category: CategoryRow, beds: BedRow[]): {
    id: number;
    name: string;
    category: number;
    category_name: string;
    category_type: string;
    is_active: boolean;
    koika_list: {
        id: number;
        name: string;
    }[];
};
