import type { CalculationType } from '@pms/domain';
import type { MoneyInputValue } from '../../../ui/form/moneyInputValue.ts';

/** One guest's card on step 2; `id` ties it to an existing client record. */
export interface ClientValues {
  id?: number;
  first_name: string;
  last_name: string;
  middle_name: string;
  phone_number: string;
  email: string;
  document_number: string;
  id_card: string;
  gender: 'male' | 'female' | null;
  comment: string;
}

export interface FoodValues {
  id?: number;
  tariff: number | null;
  adult_count: number;
  child_count: number;
  start_date: string | null;
  end_date: string | null;
  is_advance: boolean;
  has_breakfast_check_in: boolean;
  has_lunch_check_out: boolean;
  has_supper_check_out: boolean;
}

/** Every offered service has a row; quantity 0 means not taken and is left out when sending. */
export interface ServiceValues {
  service: number;
  quantity: number;
  /** Groups only: how many of the group's rooms take the service. */
  rooms?: number;
}

export interface DiscountValues {
  discount: number;
  quantity: number;
}

export interface TaskValues {
  id?: number;
  title: string;
  responsible: number | null;
  todo_date: string | null;
  todo_time: string;
  description: string;
}

/**
 * What the editor's form holds: the update payload (bookingPriceSchema; a save adds the version it
 * loaded) with the stay split into the date and time fields staff edit, and the category, which only
 * narrows the room select.
 */
export interface EditorValues {
  source: number | null;
  check_in_date: string | null;
  check_in_time: string;
  check_out_date: string | null;
  check_out_time: string;
  is_early: boolean;
  is_late: boolean;
  category: number | null;
  room: number | null;
  koika: number | null;
  room_reason: string;
  is_single: boolean;
  has_additional: boolean;
  adult_count: number;
  child_count: number;
  child_without_place: number;
  main_adult_count: number;
  main_child_count: number;
  /** The rate plan the stay is sold by (issue 32); null: the booking's own, else the base plan. */
  rate_plan: number | null;
  calculation_type: CalculationType;
  /** The amount typed (MoneyInput): tenge, or text that is not an amount, for the check to refuse. */
  custom_price: MoneyInputValue | null;
  has_expire: boolean;
  expire_on_date: string | null;
  expire_on_time: string | null;
  comment: string;
  clients: ClientValues[];
  food_list: FoodValues[];
  service_list: ServiceValues[];
  discount_list: DiscountValues[];
  task_list: TaskValues[];
}
