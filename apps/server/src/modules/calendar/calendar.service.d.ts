import type { Db } from '../../db/client.ts';
export interface CalendarItem {
    id: number;
    kind: 'booking' | 'repair' | 'block';
    status: string;
    category_id: number;
    room_id: number;
    koika_id: number | null;
    koika: string | null;
    check_in: number;
    check_out: number;
    common_amount: number;
    duty: number;
    client: string;
    source: string;
    is_time: boolean;
    group_parent: number | null;
    comment: string;
    is_own: boolean | null;
    time: {
        start: string;
        end: string;
    };
}
export declare function calendar(db: Db, companyId: number, q: {
    start: number;
    end: number;
    search?: string;
}): Promise<{
    categories: {
        id: number;
        name: string;
        rooms: number;
        place_number: number;
        additional_place: number;
        adult_count: number;
        category_type: string;
        room_list: {
            id: number;
            name: string;
            booking_list: CalendarItem[];
            koika_list: {
                id: number;
                name: string;
                booking_list: CalendarItem[];
            }[];
        }[];
    }[];
}>;
/** The hourly dialog's bookings of one room (every kind of stay, so the 24 cells show what is taken). */
export declare function hourly(db: Db, companyId: number, q: {
    start: number;
    end: number;
    room_id: number;
}): Promise<{
    id: number;
    status: string;
    booking_status: string;
    check_in: number;
    check_out: number;
    client_name: string;
    duty: number;
    source_of_sales: string;
    is_time: boolean;
}[]>;
/** The calendar of [start, end) as report.xlsx, days counted in the property's zone from start's date. */
export declare function exportCalendar(db: Db, companyId: number, q: {
    start: number;
    end: number;
    search?: string;
}): Promise<Buffer<ArrayBufferLike>>;
