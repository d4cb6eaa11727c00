/** Shapes of the booking editor's calls (docs/api.md, "Booking editor"). Money arrives as "15000.00". */
import type { BookingStatus, CalculationType, ClientField, PriceResult } from '@pms/domain';

export interface BookingClient {
  id: number;
  first_name: string;
  last_name: string;
  middle_name: string;
  phone_number: string;
  email: string;
  document_number: string;
  id_card?: string;
  gender: 'male' | 'female' | null;
  comment: string;
}

export interface BookingFood {
  id: number;
  tariff: number;
  tariff_name: string;
  food_type: string;
  adult_count: number;
  child_count: number;
  start_date: string;
  end_date: string;
  is_advance: boolean;
  has_breakfast_check_in: boolean;
  has_lunch_check_out: boolean;
  has_supper_check_out: boolean;
  total: string;
}

export interface BookingService {
  id: number;
  service: number | null;
  name: string;
  price: string;
  service_type: 'once' | 'day';
  quantity: number;
  rooms: number;
  total: string;
}

export interface BookingDiscount {
  id: number;
  discount: number | null;
  name: string;
  discount_kind: 'percent' | 'fixed';
  value: string;
  quantity: number;
}

export interface BookingTask {
  id: number;
  title: string;
  responsible: number | null;
  responsible_name: string;
  todo_date: string | null;
  todo_time: string | null;
  description: string;
  due_date: number | null;
}

export interface BookingPayment {
  id: number;
  value: string;
  payment_type: 'payment' | 'return';
  payment_method: number | null;
  payment_method_name: string;
  comment: string;
  created_at: string | number;
}

/** GET /api/v2/booking/{id}/ */
export interface BookingDetail {
  id: number;
  original_booking: number | null;
  category_id: number;
  category_name: string;
  place_number: number;
  additional_place: number;
  room: number | null;
  room_name: string;
  koika: number | null;
  old_room: number | null;
  room_reason: string | null;
  check_in: number;
  check_out: number;
  check_in_local: string;
  check_out_local: string;
  hour_check_in: string;
  hour_check_out: string;
  is_time: boolean;
  is_group: boolean;
  group_parent: number | null;
  source: number | null;
  source_name: string | null;
  booking_status: BookingStatus;
  is_early: boolean;
  is_late: boolean;
  is_single: boolean;
  has_additional: boolean;
  adult_count: number;
  child_count: number;
  child_without_place: number;
  main_adult_count: number;
  main_child_count: number;
  calculation_type: CalculationType;
  custom_price: string | null;
  has_expire: boolean;
  expire_on: number | null;
  expire_on_date: string | null;
  expire_on_time: string | null;
  created_by: { id: number; name: string } | null;
  comment: string;
  /** Raised by every change; saves and status steps send back the one the editor loaded (else 409). */
  version: number;
  /** Who raised `version` last ('Бронь изменил … — обновить?'); null when unknown. */
  updated_by_name: string | null;
  /** Unix seconds of the last change, for display. */
  updated_at: number;
  cancel_reason: string | null;
  common_amount: string;
  duty: string;
  clients_list: BookingClient[];
  food_list: BookingFood[];
  services: BookingService[];
  discount_list: BookingDiscount[];
  task_list: BookingTask[];
  payment_list: BookingPayment[];
  calculated_by: PriceResult | null;
  /** The property's required client fields; the API may send names or `{name}` objects. */
  required_fields: (ClientField | { name: ClientField })[];
}
