/**
 * The bookings area's public surface: what other areas may use of it. Nothing else of the folder is
 * imported from outside it (scripts/check-structure.mjs), and no other area reads its repository.
 */
export { fullName } from './bookings.presenter.ts';
export { bookingIdOfNumber, getBooking } from './bookings.service.ts';
export {
  bookingsForConflicts,
  type ChannelStay,
  cancelChannelStay,
  moveChannelStay,
  placeChannelStay,
} from './channel-stays.ts';
export { getGroup } from './group.service.ts';
export { legsOfStaysIn } from './legs.ts';
export { documentMoney, type MoneyRow, moneyOf } from './money/booking-money.ts';
export { statusList } from './status-sql.ts';
