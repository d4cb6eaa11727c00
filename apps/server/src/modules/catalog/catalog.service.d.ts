import { type CategoryInput, type PageQuery, type RoomInput } from '@pms/domain';
import type { Db } from '../../db/client.ts';
export declare function listCategories(db: Db, companyId: number, q: PageQuery & {
    is_active?: boolean;
}): Promise<{
    count: number;
    results: {
        id: number;
        name: string;
        category_type: string;
        place_number: number;
        additional_place: number;
        adult_count: number;
        description: string;
        is_active: boolean;
        rooms: number;
    }[];
}>;
export declare function getCategory(db: Db, companyId: number, id: number): Promise<{
    id: number;
    name: string;
    category_type: string;
    place_number: number;
    additional_place: number;
    adult_count: number;
    description: string;
    is_active: boolean;
    rooms: number;
}>;
export declare function createCategory(db: Db, companyId: number, input: CategoryInput): Promise<{
    id: number;
    name: string;
    category_type: string;
    place_number: number;
    additional_place: number;
    adult_count: number;
    description: string;
    is_active: boolean;
    rooms: number;
}>;
export declare function updateCategory(db: Db, companyId: number, id: number, input: CategoryInput): Promise<{
    id: number;
    name: string;
    category_type: string;
    place_number: number;
    additional_place: number;
    adult_count: number;
    description: string;
    is_active: boolean;
    rooms: number;
}>;
export declare function deleteCategory(db: Db, companyId: number, id: number): Promise<void>;
export declare function listRooms(db: Db, companyId: number, q: PageQuery & {
    category?: number;
}): Promise<{
    count: number;
    results: {
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
    }[];
}>;
export declare function categoryRooms(db: Db, companyId: number, categoryId: number): Promise<{
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
}[]>;
export declare function getRoom(db: Db, companyId: number, id: number): Promise<{
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
}>;
/** A new room becomes sellable at once: one whole-room unit, or one unit per bed in a 'koika' category. */
export declare function createRoom(db: Db, companyId: number, input: RoomInput): Promise<{
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
}>;
export declare function updateRoom(db: Db, companyId: number, id: number, input: RoomInput): Promise<{
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
}>;
/** A room with bookings keeps its history: it cannot be deleted (deactivate it instead). */
export declare function deleteRoom(db: Db, companyId: number, id: number): Promise<void>;
