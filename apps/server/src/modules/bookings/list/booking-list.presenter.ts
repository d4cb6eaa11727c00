/** A list row as the API answers it (domain bookingListRowSchema). */
import {
  type BookingListRow,
  type BookingStatus,
  calendarMessages,
  statusLabels,
  stayDays,
  toLocal,
} from '@pms/domain';
import type { ListRow } from './booking-list.repository.ts';

const localStamp = (seconds: number, timeZone: string) => {
  const at = toLocal(seconds, timeZone);
  return `${at.date} ${at.time}`;
};

export function presentListRow(r: ListRow, timeZone: string): BookingListRow {
  const status = r.status as BookingStatus;
  return {
    id: r.id,
    number: r.number,
    guest_name: r.guest_name,
    phone: r.guest_phone,
    room: { id: r.room_id, name: r.room_name },
    bed: r.bed_id === null ? null : { id: r.bed_id, name: r.bed_name ?? '' },
    earlier_rooms: r.earlier_rooms,
    category: { id: r.category_id, name: r.category_name },
    check_in: r.check_in,
    check_out: r.check_out,
    check_in_local: localStamp(r.check_in, timeZone),
    check_out_local: localStamp(r.check_out, timeZone),
    // The charged days, as the price counts them (a 14:00 → 12:00 stay of two nights is 2).
    nights: stayDays(r.check_in, r.check_out),
    status,
    status_label: statusLabels[status] ?? r.status,
    source: r.source_id === null ? null : { id: r.source_id, name: r.source_name ?? '' },
    source_name: r.source_name ?? calendarMessages.directSale,
    adults: r.adult_count,
    children: r.child_count,
    total: r.total,
    paid: r.paid,
    duty: r.duty,
    is_group: r.is_group,
    group_parent: r.group_parent,
    group_number: r.group_number,
    version: r.version,
    created_at: r.created_at,
  };
}
