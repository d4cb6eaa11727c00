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

const nextStatus: Partial<Record<BookingStatus, BookingStatus>> = {
  reserved: 'booked',
  booked: 'check_in',
  check_in: 'check_out',
};

/** The button that moves a booking one step forward, and the toast after it. */
export const advanceActions: Partial<Record<BookingStatus, { label: string; done: string }>> = {
  reserved: { label: 'Бронирование', done: 'Забронировано!' },
  booked: { label: 'Заселить', done: 'Заселили!' },
  check_in: { label: 'Выселить', done: 'Выселили!' },
};

/** Where the advance button leads from `status`, or null when there is no further step. */
export function advanceStatus(status: BookingStatus): BookingStatus | null {
  return nextStatus[status] ?? null;
}

export function isHolding(status: BookingStatus): boolean {
  return holdingStatuses.includes(status);
}
