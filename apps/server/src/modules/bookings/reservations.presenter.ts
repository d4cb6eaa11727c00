import type { LiveEventStatus } from '@pms/domain';
import type { CalendarBookingEvent } from '../../db/calendar-channel.ts';
import { unixSeconds as unix } from '../../http/views.ts';
import type { BookingRow, RepairRow } from './reservations.repository.ts';

export function presentBooking(b: BookingRow) {
  return {
    id: b.id,
    status: b.status,
    booking_status: b.status,
    category_id: b.categoryId,
    room: b.roomId,
    koika: b.bedId,
    check_in: unix(b.checkIn),
    check_out: unix(b.checkOut),
    is_time: b.isTime,
    is_group: b.isGroup,
    group_parent: b.groupParent,
    original_booking: b.originalBooking,
    source: b.sourceId,
    is_early: b.isEarly,
    is_late: b.isLate,
    has_expire: b.hasExpire,
    expire_on: b.expireOn ? unix(b.expireOn) : null,
    common_amount: Number(b.commonAmount),
    created_by: b.createdBy,
    created_at: unix(b.createdAt),
  };
}

export function bookingEvent(b: BookingRow, status = b.status as LiveEventStatus): CalendarBookingEvent {
  return {
    id: b.id,
    kind: 'booking',
    category_id: b.categoryId,
    room_id: b.roomId,
    koika_id: b.bedId,
    status,
    check_in: unix(b.checkIn),
    check_out: unix(b.checkOut),
  };
}

export function presentRepair(r: RepairRow) {
  return {
    id: r.id,
    room: r.roomId,
    check_in: unix(r.checkIn),
    check_out: unix(r.checkOut),
    comment: r.comment,
  };
}

export function repairEvent(
  r: RepairRow,
  categoryId: number,
  status: 'repair' | 'repaired',
): CalendarBookingEvent {
  return {
    id: r.id,
    kind: 'repair',
    category_id: categoryId,
    room_id: r.roomId,
    koika_id: null,
    status,
    check_in: unix(r.checkIn),
    check_out: unix(r.checkOut),
  };
}
