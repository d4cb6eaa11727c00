/**
 * Booking statuses (specification section 4) and the one forward path a receptionist advances along.
 */
export const bookingStatuses = [
  'new',
  'reserved',
  'booked',
  'check_in',
  'check_out',
  'canceled',
  'client_cancel',
  'company_cancel',
  'expired',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** The real statuses in the order a stay goes through them (specification section 4). */
export const realStatuses = ['reserved', 'booked', 'check_in', 'check_out'] as const;
export type RealStatus = (typeof realStatuses)[number];

/**
 * Bookings that are still coming or staying: the forecast's arrivals, the guests in house and their meals.
 * Revenue counts every real status (a checked-out stay was sold too); this list leaves the departed out.
 */
export const liveStatuses: readonly BookingStatus[] = ['reserved', 'booked', 'check_in'];

/** A booking made from the calendar and not yet saved. */
export const draftStatus = 'new' satisfies BookingStatus;

/** Statuses whose 'Держать резерв до' ends them: the sweeper expires these. */
export const expirableStatuses: readonly BookingStatus[] = ['new', 'reserved'];

/** Statuses whose booking still occupies its room: they hold inventory. */
export const holdingStatuses: readonly BookingStatus[] = [
  'new',
  'reserved',
  'booked',
  'check_in',
  'check_out',
];
export const cancelledStatuses: readonly BookingStatus[] = [
  'canceled',
  'client_cancel',
  'company_cancel',
  'expired',
];

export const statusLabels: Record<BookingStatus, string> = {
  new: 'Черновик',
  reserved: 'Резерв',
  booked: 'Бронь',
  check_in: 'Заселен',
  check_out: 'Выселен',
  canceled: 'Отменена',
  client_cancel: 'Отменена клиентом',
  company_cancel: 'Отменена отелем',
  expired: 'Истёк резерв',
};

/** The button that moves a booking one step forward, and the toast after it. */
export const advanceActions: Partial<Record<BookingStatus, { label: string; done: string }>> = {
  reserved: { label: 'Бронирование', done: 'Забронировано!' },
  booked: { label: 'Заселить', done: 'Заселили!' },
  check_in: { label: 'Выселить', done: 'Выселили!' },
};

/** Whether a booking was cancelled (by anyone) or its reserve expired: history, owing nothing more. */
export function isCancelled(status: string): boolean {
  return cancelledStatuses.includes(status as BookingStatus);
}

export function isHolding(status: BookingStatus): boolean {
  return holdingStatuses.includes(status);
}
