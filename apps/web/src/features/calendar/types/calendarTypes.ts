/** Shapes of the calendar calls (GET /api/v2/main/calendar/, today, calendar-time) and live messages. */
export type ItemKind = 'booking' | 'repair' | 'block';

export interface CalendarItem {
  id: number;
  kind: ItemKind;
  status: string;
  category_id: number;
  room_id: number;
  koika_id: number | null;
  koika?: string | null;
  check_in: number;
  check_out: number;
  common_amount?: number;
  duty?: number;
  client?: string;
  source?: string;
  is_time?: boolean;
  group_parent?: number | null;
  comment?: string;
  is_own?: boolean | null;
  time?: { start: string; end: string };
}

export interface CalendarBed {
  id: number;
  name: string;
  booking_list: CalendarItem[];
}

export interface CalendarRoom {
  id: number;
  name: string;
  booking_list: CalendarItem[];
  koika_list: CalendarBed[];
}

export interface CalendarCategory {
  id: number;
  name: string;
  rooms: number;
  place_number: number;
  additional_place: number;
  adult_count: number | null;
  category_type: 'room' | 'koika';
  room_list: CalendarRoom[];
}

export interface CalendarResponse {
  categories: CalendarCategory[];
}

/** The draft POST /api/booking/ answers with. */
export interface DraftBooking {
  id: number;
  status: string;
  room: number;
  koika: number | null;
  check_in: number;
  check_out: number;
}

export interface RepairResponse {
  id: number;
  room: number;
  check_in: number;
  check_out: number;
  comment: string;
}

/** One pushed message of /ws/v2/calendar/{company_id}/. */
export interface LiveMessage {
  booking: Pick<
    CalendarItem,
    'id' | 'kind' | 'category_id' | 'room_id' | 'koika_id' | 'status' | 'check_in' | 'check_out'
  >;
}
