import type { z } from 'zod';
import type { calculationTypes, discountKinds, foodTypes, serviceTypes } from './kinds.ts';
import type { Money } from './money.ts';
import type {
  discountLineSchema,
  foodLineSchema,
  groupItemResultSchema,
  groupPriceResultSchema,
  nightPriceSchema,
  paymentSummarySchema,
  priceResultSchema,
  serviceLineSchema,
} from './price-result.ts';
import type { PlanAdjustment } from './rate-plans.ts';

export { calculationTypes, discountKinds, foodTypes, serviceTypes } from './kinds.ts';

/** 'week': a price per weekday; 'period': a price per month (the food tariffs' scheme, section 3). */
export const priceTypes = ['week', 'period'] as const;
export type PriceType = (typeof priceTypes)[number];
/** A price per weekday key (mon … sat, san) or month key (jan … sep, okt, nov, dec); a missing key is 0. */
export type PriceTable = Readonly<Record<string, Money | null | undefined>>;

/** 'по тарифу', 'фиксированная цена', 'итоговая цена' (section 9). */
export type CalculationType = (typeof calculationTypes)[number];

export const rateRowKinds = ['base', 'single', 'extra_adult', 'extra_child', 'child_without_place'] as const;
export type RateRowKind = (typeof rateRowKinds)[number];

/**
 * A rate plan's prices for one category on one local date (issue 32): each row's price per day, and the
 * hour price. A row left out (or blank) falls back to the category's weekday or month scheme that day.
 */
export type DatePrices = Readonly<Partial<Record<RateRowKind | 'hour_price', Money | null>>>;

/** A category's prices, loaded by the server; every row is a price per guest (or room) per day. */
export interface CategoryRates {
  price_type: PriceType;
  rows: Readonly<Partial<Record<RateRowKind, PriceTable>>>;
  /** Charged once per stay when the booking is_early / is_late. */
  early_check_in?: Money | null;
  late_check_out?: Money | null;
  /** The price of one hour of an hourly stay (is_time); without it such a stay has no tariff price. */
  hour_price?: Money | null;
  /** Extra beds: extra adults plus extra children may not exceed it. */
  additional_place: number;
  /**
   * The booking's rate plan's prices by local date for this category, from the plan's root (a derived
   * plan keeps none of its own): a date listed here takes these prices before the scheme above.
   */
  dates?: Readonly<Record<string, DatePrices>>;
}

/** Завтрак, Обед, Ужин, Трехразовое питание. */
export type FoodType = (typeof foodTypes)[number];
export type FoodPriceKind = 'adult' | 'children' | 'adult_on_reception' | 'children_on_reception';

export interface FoodTariff {
  id: number;
  name: string;
  food_type: FoodType;
  price_type: PriceType;
  prices: Readonly<Partial<Record<FoodPriceKind, PriceTable>>>;
}

export interface FoodItemInput {
  id?: number;
  tariff: FoodTariff;
  adult_count: number;
  child_count: number;
  /** Local dates 'YYYY-MM-DD'; swapped when start is after end. */
  start_date: string;
  end_date: string;
  /** true: paid in advance ('Заранее', adult/children prices); false: on site ('На месте'). */
  is_advance: boolean;
  has_breakfast_check_in?: boolean;
  has_lunch_check_out?: boolean;
  has_supper_check_out?: boolean;
}

export type ServiceType = (typeof serviceTypes)[number];

export interface ServiceInput {
  id: number;
  name: string;
  price: Money;
  service_type: ServiceType;
  quantity: number;
  /** Group bookings only: how many of the group's rooms take the service (default all). */
  rooms?: number;
}

export type DiscountKind = (typeof discountKinds)[number];

export interface DiscountInput {
  id: number;
  name: string;
  discount_kind: DiscountKind;
  /** Percent (up to two decimals) or tenge. */
  value: Money;
  /** Fixed discounts only (default 1); a percent discount counts once. */
  quantity?: number;
}

export type PaymentType = 'payment' | 'return';

export interface PaymentInput {
  value: Money;
  payment_type: PaymentType;
}

/** One room's stay and guests; the part a group shares with a single booking. */
export interface RoomStayInput {
  /** Unix seconds. */
  check_in: number;
  check_out: number;
  /** The property's IANA zone; its local dates pick weekday and month prices. Default Asia/Almaty. */
  time_zone?: string;
  /** The rates of the room the guest is in (the current leg). */
  rates: CategoryRates;
  /**
   * A stay with mid-stay moves (stay-legs.ts): the earlier rooms in order, each with the moment the guest
   * left it and its category's rates. Their nights are priced at their rates.
   */
  legs?: readonly { until: number; rates: CategoryRates }[];
  calculation_type: CalculationType;
  /**
   * A derived rate plan's steps from its root (planDerivation): every tariff price of every night, the
   * hour price included, is taken through them, each step rounded to whole tenge. A custom price is not:
   * staff typed it. Early and late charges are not either: they are fixed fees, not a night's rate.
   */
  plan_adjustments?: readonly PlanAdjustment[];
  /** An hourly stay: priced by the hour (rates.hour_price), not by the day. */
  is_time?: boolean;
  /** fixed: the price per day (per hour for an hourly stay); full: the whole accommodation amount; ignored for tariff. */
  custom_price?: Money | null;
  is_single?: boolean;
  is_early?: boolean;
  is_late?: boolean;
  /** Extra beds switch; adult_count and child_count are the guests on extra beds. */
  has_additional?: boolean;
  adult_count?: number;
  child_count?: number;
  child_without_place?: number;
  food?: readonly FoodItemInput[];
}

export interface PriceBookingInput extends RoomStayInput {
  services?: readonly ServiceInput[];
  discounts?: readonly DiscountInput[];
  payments?: readonly PaymentInput[];
  /** Any non-empty code is refused: promo codes are not supported (section 5). */
  promo_code?: string | null;
}

export interface GroupRoomInput extends RoomStayInput {
  /** Echoed in the item, e.g. the child booking's id. */
  id?: number;
}

export interface PriceGroupInput {
  rooms: readonly GroupRoomInput[];
  services?: readonly ServiceInput[];
  food?: readonly FoodItemInput[];
  discounts?: readonly DiscountInput[];
  payments?: readonly PaymentInput[];
  promo_code?: string | null;
}

/** Money in results is always a "0.00" string. */
export type MoneyText = string;

// The results' shapes are the zod schemas of price-result.ts, which the API declares its answers with.
export type NightPrice = z.infer<typeof nightPriceSchema>;
export type ServiceLine = z.infer<typeof serviceLineSchema>;
export type FoodLine = z.infer<typeof foodLineSchema>;
export type DiscountLine = z.infer<typeof discountLineSchema>;
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;
export type PriceResult = z.infer<typeof priceResultSchema>;
export type GroupItemResult = z.infer<typeof groupItemResultSchema>;
export type GroupPriceResult = z.infer<typeof groupPriceResultSchema>;
