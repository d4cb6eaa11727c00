export interface XlsxItem {
    status: string;
    kind: 'booking' | 'repair' | 'block';
    client: string;
    koika: string | null;
    check_in: number;
    check_out: number;
}
export interface XlsxCategory {
    name: string;
    room_list: {
        name: string;
        booking_list: XlsxItem[];
        koika_list: {
            booking_list: XlsxItem[];
        }[];
    }[];
}
/** `firstDay` is the property's local date of the first column; `days` columns follow. */
export declare function calendarWorkbook(input: {
    companyName: string;
    timeZone: string;
    checkInTime: string;
    checkOutTime: string;
    firstDay: string;
    days: number;
    categories: XlsxCategory[];
}): Promise<Buffer>;
