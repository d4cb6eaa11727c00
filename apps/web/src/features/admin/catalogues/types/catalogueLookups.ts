/**
 * The catalogues as pickers read them (useCatalogueLookup): the booking editor, the bookings list's
 * filters and a leisure order's payments. Each lookup is answered with its catalogue's view in the domain;
 * a picker's row is the part of it the picker reads.
 */
import type {
  DiscountView,
  FoodTariffView,
  PaymentTypeView,
  SalesChannelView,
  ServiceView,
} from '@pms/domain';

export type SalesChannel = Pick<SalesChannelView, 'id' | 'name' | 'is_active'>;

export type ServiceOption = ServiceView;

export type DiscountOption = Pick<DiscountView, 'id' | 'name' | 'discount_kind' | 'value' | 'is_active'>;

export type FoodTariffOption = Pick<FoodTariffView, 'id' | 'name' | 'food_type' | 'is_active'>;

/** A payment method; `kind` cash, card, transfer or online: only cash has a cash order. */
export type PaymentMethod = PaymentTypeView;

/** A lookup's name (CatalogueLookupName) and the rows it lists, as the server sends them. */
export interface CatalogueLookups {
  channels: SalesChannelView;
  services: ServiceView;
  discounts: DiscountView;
  foods: FoodTariffView;
  paymentTypes: PaymentTypeView;
}
