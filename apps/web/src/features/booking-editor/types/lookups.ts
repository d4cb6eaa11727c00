/** The editor's lookup lists (sales channels, services, discounts, meals, payment methods, staff). */
import type { DiscountKind, FoodType, ServiceType } from '@pms/domain';

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
  is_active?: boolean;
}

export interface Responsible {
  id: number;
  first_name: string;
  last_name: string;
  middle_name: string;
}

/** A client record found by the step 2 search. */
export interface ClientRecord {
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
