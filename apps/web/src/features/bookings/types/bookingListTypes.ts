import type { BookingStatus } from '@pms/domain';

/** One row of GET /api/v2/booking/list/ (docs/api.md, 'Брони'). Money arrives as "0.00" strings. */
export interface BookingListRow {
  id: number;
  guest_name: string | null;
  phone: string | null;
  room: { id: number; name: string };
  bed: { id: number; name: string } | null;
  category: { id: number; name: string };
  /** Unix seconds. */
  check_in: number;
  check_out: number;
  /** 'YYYY-MM-DD HH:mm' on the property's wall clock. */
  check_in_local: string;
  check_out_local: string;
  nights: number;
  status: BookingStatus;
  status_label: string;
  source: { id: number; name: string } | null;
  /** 'Прямая продажа' when the booking has no channel. */
  source_name: string;
  adults: number;
  children: number;
  total: string;
  paid: string;
  duty: string;
  is_group: boolean;
  group_parent: number | null;
  version: number;
  created_at: number;
}
