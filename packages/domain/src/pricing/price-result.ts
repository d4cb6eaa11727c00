/**
 * What the pricing engine answers, as zod schemas: the server declares its price and booking answers
 * with them and the browser's types are inferred from them, so the engine, the API and the screen read
 * one shape. Money is always a "0.00" string.
 */
import { z } from 'zod';
import { calculationTypes, discountKinds, foodTypes, serviceTypes } from './kinds.ts';

const moneyText = z.string();

export const nightPriceSchema = z.object({
  /** Local date 'YYYY-MM-DD'. */
  date: z.string(),
  /** The weekday or month key that picked the price. */
  key: z.string(),
  price: moneyText,
  /** A stay with a mid-stay move (stay-legs.ts): the leg, 0 for the first room, whose night it is. */
  leg: z.number().int().optional(),
  /** The room's price that night came from the rate plan's price for that date, not from the weekday or month scheme. */
  dated: z.boolean().optional(),
  /**
   * What that night's extra places cost for all the guests on them (adults, children) and the children
   * without a place; absent when nothing. Their sums are the result's adult_price, child_price and
   * child_without_place.
   */
  adult_price: moneyText.optional(),
  child_price: moneyText.optional(),
  child_without_place: moneyText.optional(),
});

export const serviceLineSchema = z.object({
  id: z.number(),
  name: z.string(),
  price: moneyText,
  service_type: z.enum(serviceTypes),
  quantity: z.number(),
  rooms: z.number(),
  total: moneyText,
});

export const foodLineSchema = z.object({
  id: z.number().optional(),
  /** The food tariff's id. */
  tariff: z.number(),
  name: z.string(),
  food_type: z.enum(foodTypes),
  is_advance: z.boolean(),
  adult_count: z.number(),
  child_count: z.number(),
  /** The charged local dates. */
  dates: z.array(z.string()),
  total: moneyText,
});

export const discountLineSchema = z.object({
  id: z.number(),
  name: z.string(),
  discount_kind: z.enum(discountKinds),
  value: moneyText,
  quantity: z.number(),
  /** What this discount actually took off, after the cap at the subtotal. */
  total: moneyText,
});

export const paymentSummarySchema = z.object({
  paid_amount: moneyText,
  return_amount: moneyText,
  /** Payments minus returns. */
  withheld: moneyText,
  /** total − withheld; negative when the guest has overpaid. */
  duty: moneyText,
});

export const priceResultSchema = paymentSummarySchema.extend({
  calculation_type: z.enum(calculationTypes),
  days: z.number(),
  /** Only on an hourly stay: the hours charged, each started hour whole. */
  hours: z.number().optional(),
  /** The room's price for the stay (base or single, the fixed price × days, or the full price). */
  price: moneyText,
  early_check_in: moneyText,
  late_check_out: moneyText,
  /** Extra adults in total. */
  adult_price: moneyText,
  /** Extra children in total. */
  child_price: moneyText,
  child_without_place: moneyText,
  /** price + early + late + extra adults + extra children + children without place. */
  accommodation: moneyText,
  /** Meals ordered in advance (is_advance). */
  advance_booking: moneyText,
  food_total: moneyText,
  services_total: moneyText,
  services: z.array(serviceLineSchema),
  food_list: z.array(foodLineSchema),
  discount: moneyText,
  discount_list: z.array(discountLineSchema),
  /** accommodation + meals + services, before discounts. */
  subtotal: moneyText,
  total: moneyText,
  nights: z.array(nightPriceSchema),
});

export const groupItemResultSchema = priceResultSchema.extend({ id: z.number().optional() });

export const groupPriceResultSchema = paymentSummarySchema.extend({
  /** Each room priced alone: its accommodation and its own meals; no services, discounts or payments. */
  items: z.array(groupItemResultSchema),
  /** Days of the group's whole span, earliest check-in to latest check-out; 'day' services use it. */
  days: z.number(),
  services: z.array(serviceLineSchema),
  /** The group's shared meals (each room's own meals are in its item). */
  food_list: z.array(foodLineSchema),
  accommodation: moneyText,
  advance_booking: moneyText,
  food_total: moneyText,
  services_total: moneyText,
  subtotal: moneyText,
  discount: moneyText,
  discount_list: z.array(discountLineSchema),
  total: moneyText,
});
