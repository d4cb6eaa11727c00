/**
 * What the rate plans' API takes and answers (issue 32): a plan, the grid of prices and restrictions,
 * and one bulk change of it. Zod schemas, so the server validates with them and the browser's types
 * are inferred from them.
 */
import { z } from 'zod';
import { messages, ratePlanMessages } from './messages.ts';
import { weekdayKeys } from './pricing/dates.ts';
import { adjustmentKinds } from './pricing/rate-plans.ts';
import { idSchema, moneyAmount, requiredText, wholeNumberInput } from './primitives.ts';
import { isLocalDate } from './report-period.ts';

const localDate = (field: string) =>
  z
    .string({ error: messages.required })
    .refine(isLocalDate, { message: ratePlanMessages.invalidDate, path: [] })
    .describe(field);

/** A signed step as text: '-10' (percent) or '2000' (tenge), two decimals at most. */
const signedStep = z
  .string({ error: ratePlanMessages.adjustmentRequired })
  .trim()
  .regex(/^[+-]?\d{1,10}(\.\d{1,2})?$/, messages.invalidNumber);

/** A price as numeric(14,2) keeps it, or null to give the date back to the weekday/month scheme. */
const datePrice = moneyAmount(messages.invalidNumber, 1_000_000_000)
  .transform((v) => v.toFixed(2))
  .nullable();

export const ratePlanSchema = z.object({
  name: requiredText(100),
  /** The plan it follows; null for a plan with prices of its own. */
  parent: idSchema.nullable().default(null),
  adjustment_kind: z.enum(adjustmentKinds, { error: messages.invalidValue }).nullable().default(null),
  adjustment_value: signedStep.nullable().default(null),
  is_base: z.boolean().default(false),
  is_active: z.boolean().default(true),
  is_refundable: z.boolean().default(true),
  cancellation_policy: z.string().trim().max(2000, messages.tooLong).default(''),
  /** Included meals: a food tariff for every guest, every day it is served; null for none. */
  food_tariff: idSchema.nullable().default(null),
  /** The categories it is sold in; empty: every category. */
  categories: z.array(idSchema).max(500, messages.tooMany).default([]),
});
export type RatePlanInput = z.infer<typeof ratePlanSchema>;

export const ratePlanView = z.object({
  id: z.number(),
  name: z.string(),
  parent: z.number().nullable(),
  adjustment_kind: z.enum(adjustmentKinds).nullable(),
  adjustment_value: z.string().nullable(),
  /** '−10 % от «Стандарт»' for a derived plan; null for a plan with prices of its own. */
  formula: z.string().nullable(),
  is_base: z.boolean(),
  is_active: z.boolean(),
  is_refundable: z.boolean(),
  cancellation_policy: z.string(),
  food_tariff: z.number().nullable(),
  categories: z.array(z.number()),
});
export type RatePlanView = z.infer<typeof ratePlanView>;

/** The grid's longest window in one read: three months, what a screen shows and scrolls through. */
export const RATE_GRID_MAX_DAYS = 93;

export const rateGridQuerySchema = z.object({
  start: localDate('start'),
  end: localDate('end'),
});

/** One plan × category row of the grid, column by date (arrays are a tenth of the size of cell objects). */
export const rateGridRowView = z.object({
  rate_plan: z.number(),
  category: z.number(),
  /** The room's price per night by the plan ('base' row), after a derived plan's steps; null: none set anywhere. */
  price: z.array(z.string().nullable()),
  /** The plan's root has a price for the date (else the category's weekday or month scheme gave it). */
  dated: z.array(z.boolean()),
  /** Restrictions that bind the plan: its own and its parents'. */
  min_stay: z.array(z.number().nullable()),
  max_stay: z.array(z.number().nullable()),
  closed_to_arrival: z.array(z.boolean()),
  closed_to_departure: z.array(z.boolean()),
  stop_sell: z.array(z.boolean()),
});

export const rateGridView = z.object({
  dates: z.array(z.string()),
  plans: z.array(ratePlanView),
  categories: z.array(z.object({ id: z.number(), name: z.string() })),
  rows: z.array(rateGridRowView),
});
export type RateGridView = z.infer<typeof rateGridView>;

const restrictionNights = wholeNumberInput({
  min: 1,
  max: 366,
  error: ratePlanMessages.stayRange,
  minError: ratePlanMessages.stayRange,
  maxError: ratePlanMessages.stayRange,
}).nullable();

/**
 * One change of the grid: a range of dates (on chosen weekdays) for chosen categories of one plan or
 * several, and what to set there. A field left out stays as it is; a price or a stay limit set to null
 * is removed. Several plans: each changes the chosen categories it is sold in, all in one transaction
 * with one journal line.
 */
export const rateBulkSchema = z
  .object({
    /** One plan; `rate_plans` names several (either, or both: their union). */
    rate_plan: idSchema.optional(),
    rate_plans: z.array(idSchema).max(50, messages.tooMany).optional(),
    categories: z.array(idSchema).min(1, ratePlanMessages.chooseCategories).max(500, messages.tooMany),
    from: localDate('from'),
    to: localDate('to'),
    weekdays: z
      .array(z.enum(weekdayKeys, { error: ratePlanMessages.unknownWeekday }))
      .max(7)
      .default([]),
    prices: z
      .object({
        base: datePrice,
        single: datePrice,
        extra_adult: datePrice,
        extra_child: datePrice,
        child_without_place: datePrice,
        hour_price: datePrice,
      })
      .partial()
      .optional(),
    /** Each row's price of each date, by a percent or an amount, rounded to whole tenge. */
    price_change: z.object({ kind: z.enum(adjustmentKinds), value: signedStep }).optional(),
    restrictions: z
      .object({
        min_stay: restrictionNights,
        max_stay: restrictionNights,
        closed_to_arrival: z.boolean(),
        closed_to_departure: z.boolean(),
        stop_sell: z.boolean(),
      })
      .partial()
      .optional(),
  })
  .refine((b) => b.rate_plan !== undefined || (b.rate_plans?.length ?? 0) > 0, {
    message: ratePlanMessages.choosePlans,
    path: ['rate_plans'],
  })
  .refine((b) => !(b.prices && b.price_change), {
    message: ratePlanMessages.priceOrChange,
    path: ['price_change'],
  })
  .refine((b) => b.prices || b.price_change || b.restrictions, {
    message: ratePlanMessages.nothingToChange,
    path: ['prices'],
  });
export type RateBulkInput = z.infer<typeof rateBulkSchema>;

/** The plans a bulk change names, each once, in the order named. */
export const bulkPlanIds = (b: Pick<RateBulkInput, 'rate_plan' | 'rate_plans'>): number[] => [
  ...new Set([...(b.rate_plan !== undefined ? [b.rate_plan] : []), ...(b.rate_plans ?? [])]),
];

export const rateBulkResultView = z.object({
  /** Dates × categories the change reached. */
  cells: z.number(),
  dates: z.number(),
});
