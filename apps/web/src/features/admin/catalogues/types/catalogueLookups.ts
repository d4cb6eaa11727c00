/**
 * The catalogues as pickers read them (useCatalogueLookup): the booking editor, the bookings list's
 * filters and a leisure order's payments. One entry per lookup name, its rows' shape.
 */
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
  /** cash | card | transfer | online: only cash has a cash order. */
  kind?: string;
  is_active?: boolean;
}

/** A lookup's name (CatalogueLookupName) and the rows it lists. */
export interface CatalogueLookups {
  channels: SalesChannel;
  services: ServiceOption;
  discounts: DiscountOption;
  foods: FoodTariffOption;
  paymentTypes: PaymentMethod;
}
