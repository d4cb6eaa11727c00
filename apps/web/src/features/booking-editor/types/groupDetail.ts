/** The group view (GET /api/v2/booking/group/{parent}/, docs/api.md): the parent's detail plus every room. */
import type { BookingStatus, GroupPriceResult } from '@pms/domain';
import type { BookingDetail } from './bookingDetail.ts';

/** One room of the group with its own stay and status (specification 3: group child booking). */
export interface GroupChild {
  id: number;
  category_id: number;
  category_name: string;
  room: number;
  room_name: string;
  booking_status: BookingStatus;
  /** The room's own version: a group save sends it back for every room it lists. */
  version: number;
  check_in: number;
  check_out: number;
  check_in_local: string;
  check_out_local: string;
  hour_check_in: string;
  hour_check_out: string;
  is_single: boolean;
  has_additional: boolean;
  adult_count: number;
  child_count: number;
  child_without_place: number;
  is_early: boolean;
  is_late: boolean;
  common_amount: string;
  date: string;
}

export interface GroupCategory {
  id: number;
  name: string;
  rooms: number[];
  child_list: GroupChild[];
}

export interface GroupDetail extends BookingDetail {
  /** Every room of the group, cancelled ones too; the parent first. */
  child_list: GroupChild[];
  categories: GroupCategory[];
  /** The saved group's price; null once no room is live. */
  group_calculation: GroupPriceResult | null;
}
