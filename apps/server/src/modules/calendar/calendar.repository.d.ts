import { type Db } from '../../db/client.ts';
export interface WindowBookingRow {
    id: number;
    status: string;
    category_id: number;
    room_id: number;
    bed_id: number | null;
    check_in: number;
    check_out: number;
    common_amount: string;
    paid: string;
    is_time: boolean;
    group_parent: number | null;
    client: string | null;
    phone: string | null;
    source: string | null;
}
export interface WindowHoldRow {
    id: number;
    room_id: number;
    check_in: number;
    check_out: number;
    comment: string | null;
    is_own: boolean | null;
    channel: string | null;
}
export declare const calendarRepository: {
    tree: (db: Db, companyId: number) => Promise<{
        cats: {
            id: number;
            companyId: number;
            name: string;
            categoryType: string;
            placeNumber: number;
            additionalPlace: number;
            adultCount: number;
            description: string;
            isActive: boolean;
            createdAt: Date;
        }[];
        roomRows: {
            id: number;
            companyId: number;
            categoryId: number;
            name: string;
            isActive: boolean;
            createdAt: Date;
        }[];
        bedRows: {
            id: number;
            companyId: number;
            roomId: number;
            name: string;
            position: number;
        }[];
    }>;
    /** Bookings that hold a room at some moment of [start, end), optionally only those whose client matches. */
    bookingsIn(db: Db, companyId: number, start: number, end: number, search?: string, roomId?: number): Promise<WindowBookingRow[]>;
    repairsIn(db: Db, companyId: number, start: number, end: number): Promise<WindowHoldRow[]>;
    blocksIn(db: Db, companyId: number, start: number, end: number): Promise<WindowHoldRow[]>;
};
