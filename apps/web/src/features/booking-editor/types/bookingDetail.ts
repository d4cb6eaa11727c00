/**
 * Shapes of the booking editor's calls (docs/api.md, "Booking editor"): the domain's schemas
 * (packages/domain/src/booking-views.ts), which the server declares its answers with.
 */
export type {
  BookingClient,
  BookingDetail,
  BookingDiscount,
  BookingFood,
  BookingPayment,
  BookingService,
  BookingTask,
} from '@pms/domain';
