import type { Db } from '../db/client.ts';
export declare const CALENDAR_CHANNEL = "pms_calendar";
/** What a calendar client receives: the booking (or repair/block) as it now is; removed ones carry their final status. */
export interface CalendarBookingEvent {
    id: number;
    kind: 'booking' | 'repair' | 'block';
    category_id: number;
    room_id: number;
    koika_id: number | null;
    status: string;
    check_in: number;
    check_out: number;
}
export interface CalendarMessage {
    company_id: number;
    booking: CalendarBookingEvent;
}
export declare function announce(db: Db, companyId: number, booking: CalendarBookingEvent): Promise<void>;
