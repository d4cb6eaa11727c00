import type { BookingStatus, LiveEventStatus } from '@pms/domain';

/** Shapes of the calendar calls (GET /api/v2/main/calendar/, today, calendar-time) and live messages. */
export type ItemKind = 'booking' | 'repair' | 'block';

export interface CalendarItem {
  id: number;
  kind: ItemKind;
  status: LiveEventStatus;
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

/**
 * A bar as GET /api/v2/main/calendar/ sends it: where it sits is its nesting, and the optional fields
 * come only when set. `placeItems` turns the answer into CalendarResponse.
 */
export type CalendarWireItem = Omit<
  CalendarItem,
  'category_id' | 'room_id' | 'koika_id' | 'koika' | 'is_time' | 'group_parent' | 'comment' | 'is_own'
> &
  Partial<Pick<CalendarItem, 'is_time' | 'group_parent' | 'comment' | 'is_own'>>;

export interface CalendarWireResponse {
  categories: (Omit<CalendarCategory, 'room_list'> & {
    room_list: (Omit<CalendarRoom, 'booking_list' | 'koika_list'> & {
      booking_list: CalendarWireItem[];
      koika_list: (Omit<CalendarBed, 'booking_list'> & { booking_list: CalendarWireItem[] })[];
    })[];
  })[];
}

/** The draft POST /api/booking/ answers with. */
export interface DraftBooking {
  id: number;
  status: BookingStatus;
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

/** One pushed message of /ws/v2/calendar/{company_id}/: where an item now is and its status, nothing else. */
export interface LiveMessage {
  booking: Pick<
    CalendarItem,
    'id' | 'kind' | 'category_id' | 'room_id' | 'koika_id' | 'status' | 'check_in' | 'check_out'
  >;
}
