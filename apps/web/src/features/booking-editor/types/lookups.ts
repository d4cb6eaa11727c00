/** The editor's lookup lists (sales channels, services, discounts, meals, payment methods, staff). */
import type { DiscountKind, FoodType, ServiceType } from '@pms/domain';
import type { BookingClient } from './bookingDetail.ts';

export interface SalesChannel {
  id: number;
  name: string;
  is_active?: boolean;
}

export interface ServiceOption {
  id: number;
  name: string;
  price: string;
  service_type: ServiceType;
  is_active?: boolean;
}

export interface DiscountOption {
  id: number;
  name: string;
  discount_kind: DiscountKind;
  value: string;
  is_active?: boolean;
}

export interface FoodTariffOption {
  id: number;
  name: string;
  food_type: FoodType;
  is_active?: boolean;
}

export interface PaymentMethod {
  id: number;
  name: string;
  /** cash | card | transfer | online: only cash has a cash order. */
  kind?: string;
  is_active?: boolean;
}

export interface Responsible {
  id: number;
  first_name: string;
  last_name: string;
  middle_name: string;
}

/** A client record found by the step 2 search: the same record a booking lists as its guest. */
export type ClientRecord = BookingClient;
