import type {
  BarGuests,
  BookingStatus,
  CalendarAnswer,
  CalendarWireItem,
  LiveEvent,
  RepairView,
  ReservedBookingView,
  RoomCondition,
} from '@pms/domain';

/**
 * Shapes of the calendar calls (GET /api/v2/main/calendar/, today, calendar-time) and live messages.
 * The wire shapes are the domain's schemas (calendar-views.ts, live-event-status.ts); these are the
 * browser's own: a bar once placed.
 */
export type { CalendarWireItem, ItemKind } from '@pms/domain';

/**
 * A bar once placed (placeItems): where it sits and its status, as a live message says them, plus what
 * the calendar call adds for its tooltip. A bar that so far only a live message has told of lacks those
 * until the refetch that follows.
 */
export type CalendarItem = LiveEvent &
  Partial<Omit<CalendarWireItem, keyof LiveEvent | 'is_time' | 'group_parent' | 'is_own' | 'guests'>> & {
    /** The booking's guests, read from the wire's list of five (placeItems, the domain's barGuests). */
    guests?: BarGuests;
    /** The bed's name, for a bar on a bed. */
    koika?: string | null;
    // What the wire leaves out when unset, placed with its default (placeItems).
    is_time?: boolean;
    group_parent?: number | null;
    is_own?: boolean;
  };

export interface CalendarBed {
  id: number;
  name: string;
  /** The bed's condition (issue 33): 'clean' when never marked. */
  condition?: RoomCondition;
  booking_list: CalendarItem[];
}

export interface CalendarRoom {
  id: number;
  name: string;
  /** The room's condition (issue 33): 'clean' when never marked; shown beside its name. */
  condition?: RoomCondition;
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

/** GET /api/v2/main/calendar/ as sent: where a bar sits is its nesting. */
export type CalendarWireResponse = CalendarAnswer;

/**
 * The draft POST /api/booking/ and POST /api/chanel/block/:id/reserve/ answer with (the domain's
 * `reservedBookingView`), its status narrowed to a booking status by `toDraftBooking`.
 */
export type DraftBooking = Omit<ReservedBookingView, 'status'> & { status: BookingStatus };

/** A room taken out of sale for repair, as POST room-repair/ answers it. */
export type RepairResponse = RepairView;

/** One pushed message of /ws/v2/calendar/{company_id}/. */
export interface LiveMessage {
  booking: LiveEvent;
}
