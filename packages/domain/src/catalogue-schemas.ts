/**
 * The property's sales catalogues (specification 7.5, 7.6, 7.7; issue 11): what a form sends and what
 * the API answers. The server validates with the input schemas and the administration forms use the
 * same ones; the views describe the answers for the OpenAPI document and the web's types.
 */
import { z } from 'zod';
import { cashOrderMessages, catalogueMessages, fillMessage, messages } from './messages.ts';
import { phoneText } from './phone.ts';
import { monthKeys, weekdayKeys } from './pricing/dates.ts';
import { discountKinds, foodTypes, serviceTypes } from './pricing/kinds.ts';
import type { FoodPriceKind } from './pricing/types.ts';
import { idSchema, moneyAmount } from './primitives.ts';
import { unixSecondsInput } from './schemas.ts';

const name = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(200, messages.tooLong);
const optionalText = (max: number) => z.string().trim().max(max, messages.tooLong).default('');
/** Money as the exact decimal text numeric(14,2) stores. */
const price = moneyAmount(messages.required, 1_000_000_000).transform((v) => v.toFixed(2));
const percent = moneyAmount(messages.required, 1_000_000_000)
  .refine((v) => v <= 100, catalogueMessages.percentTooBig)
  .transform((v) => v.toFixed(2));
const isActive = z.boolean({ error: messages.invalidValue }).default(true);
const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(200, messages.tooLong)
  .refine((v) => v === '' || z.email().safeParse(v).success, messages.invalidEmail)
  .default('');

/**
 * The schema of a PATCH body: every field optional, and none defaulted. zod's own `.partial()` keeps the
 * defaults, so a PATCH of one field would quietly reset the others (is_active back to true).
 */
export function patchOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional(),
    ]),
  );
  return z.object(shape) as unknown as z.ZodObject<{ [K in keyof S]: z.ZodOptional<S[K]> }>;
}

export const serviceSchema = z.object({
  name,
  price,
  service_type: z.enum(serviceTypes, { error: messages.invalidValue }),
  is_active: isActive,
});
export type ServiceFormInput = z.infer<typeof serviceSchema>;
export const serviceView = z.object({
  id: z.number(),
  name: z.string(),
  price: z.string(),
  service_type: z.enum(serviceTypes),
  is_active: z.boolean(),
});
export type ServiceView = z.infer<typeof serviceView>;

export const discountSchema = z
  .object({
    name,
    discount_kind: z.enum(discountKinds, { error: messages.invalidValue }),
    value: price,
    /** Stored for the property's own reference; the booking editor still refuses codes (section 5). */
    promo_code: optionalText(50),
    is_active: isActive,
  })
  .refine((d) => d.discount_kind !== 'percent' || Number(d.value) <= 100, {
    message: catalogueMessages.percentTooBig,
    path: ['value'],
  });
export type DiscountFormInput = z.infer<typeof discountSchema>;
export const discountView = z.object({
  id: z.number(),
  name: z.string(),
  discount_kind: z.enum(discountKinds),
  value: z.string(),
  promo_code: z.string(),
  is_active: z.boolean(),
});
export type DiscountView = z.infer<typeof discountView>;

export const paymentMethodKinds = ['cash', 'card', 'transfer', 'online'] as const;
export type PaymentMethodKind = (typeof paymentMethodKinds)[number];
/** A cash order (КО-1, or КО-2 for a refund) records cash through the till: only a cash payment has one. */
export const hasCashOrder = (kind: string | null | undefined): boolean => kind === 'cash';
/**
 * Why a payment gets no cash order, or null when it gets one: the one rule the server's refusal (400)
 * and the editor's disabled printer (its tooltip) both say. `method` is the payment's method, null when
 * it has none.
 */
export function cashOrderRefusal(method: { kind: string; name: string } | null): string | null {
  if (method === null) return cashOrderMessages.noMethod;
  return hasCashOrder(method.kind) ? null : fillMessage(cashOrderMessages.cashOnly, { name: method.name });
}
export const paymentTypeSchema = z.object({
  name,
  kind: z.enum(paymentMethodKinds, { error: messages.invalidValue }),
  is_active: isActive,
});
export type PaymentTypeInput = z.infer<typeof paymentTypeSchema>;
export const paymentTypeView = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(paymentMethodKinds),
  is_active: z.boolean(),
});
export type PaymentTypeView = z.infer<typeof paymentTypeView>;

export const channelKinds = ['direct', 'ota', 'tour_operator', 'corporate'] as const;
export type ChannelKind = (typeof channelKinds)[number];
/** 'Прямая продажа' is the null source, not a row: the name is reserved and always listed first. */
export const DIRECT_SALE = 'Прямая продажа';
export const salesChannelSchema = z.object({
  name: name.refine(
    (v) => v.toLocaleLowerCase('ru') !== DIRECT_SALE.toLocaleLowerCase('ru'),
    catalogueMessages.directSaleReserved,
  ),
  kind: z.enum(channelKinds, { error: messages.invalidValue }),
  commission_percent: percent,
  contact_person: optionalText(200),
  phone: phoneText(50).default(''),
  email: optionalEmail,
  is_active: isActive,
});
export type SalesChannelInput = z.infer<typeof salesChannelSchema>;
/** PATCH {id}/: any subset of the fields; a field left out stays as it is (no default fills it in). */
export const salesChannelPatchSchema = patchOf(salesChannelSchema);
export const salesChannelView = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(channelKinds),
  is_tour_operator: z.boolean(),
  commission_percent: z.string(),
  contact_person: z.string(),
  phone: z.string(),
  email: z.string(),
  is_active: z.boolean(),
});
export type SalesChannelView = z.infer<typeof salesChannelView>;

/** add-blocks/: rooms of one category allotted to a channel for a period (unix seconds, half-open). */
export const addBlocksSchema = z
  .object({
    channel: idSchema,
    category: idSchema,
    rooms: z.array(idSchema).min(1, catalogueMessages.roomsRequired).max(500, messages.tooMany),
    start: unixSecondsInput,
    end: unixSecondsInput,
    is_own: z.boolean({ error: messages.invalidValue }).default(true),
  })
  .refine((b) => b.end > b.start, { message: catalogueMessages.periodReversed, path: ['end'] });
export type AddBlocksInput = z.infer<typeof addBlocksSchema>;

/** The four price rows of a food tariff, as the specification names them. */
export const foodPriceKinds = [
  'adult',
  'children',
  'adult_on_reception',
  'children_on_reception',
] as const satisfies readonly FoodPriceKind[];
export const foodPriceTypes = ['week', 'period'] as const;

const grid = <K extends readonly [string, ...string[]]>(keys: K) =>
  z.partialRecord(
    z.enum(foodPriceKinds, { error: messages.invalidValue }),
    z.partialRecord(z.enum(keys, { error: messages.invalidValue }), price),
  );
/** Weekday prices (mon … san) per price kind: PATCH food-weekdays/{id}/ merges these cells. */
export const foodWeekGridSchema = z.object({ rows: grid(weekdayKeys) });
/** Month prices (jan … dec, October spelled okt) per price kind: PATCH food-months/{id}/. */
export const foodMonthGridSchema = z.object({ rows: grid(monthKeys) });
export type FoodGridInput = { rows: Partial<Record<FoodPriceKind, Record<string, string>>> };
export const foodGridView = z.object({
  id: z.number(),
  price_type: z.enum(foodPriceTypes),
  rows: z.record(z.string(), z.record(z.string(), z.string())),
});
export type FoodGridView = z.infer<typeof foodGridView>;

export const foodTariffSchema = z.object({
  name,
  food_type: z.enum(foodTypes, { error: messages.invalidValue }),
  /** 'period' prices by month, 'week' by weekday. */
  price_type: z.enum(foodPriceTypes, { error: messages.invalidValue }),
  is_active: isActive,
  /** Optional on create and update: the grids of both kinds, saved in the same transaction. */
  weekdays: foodWeekGridSchema.shape.rows.optional(),
  months: foodMonthGridSchema.shape.rows.optional(),
});
export type FoodTariffInput = z.infer<typeof foodTariffSchema>;
export const foodTariffView = z.object({
  id: z.number(),
  name: z.string(),
  food_type: z.enum(foodTypes),
  price_type: z.enum(foodPriceTypes),
  is_active: z.boolean(),
  /** The prices in use (the weekday or the month grid, by price_type), per price kind. */
  prices: z.record(z.string(), z.record(z.string(), z.string())),
  weekdays: z.record(z.string(), z.record(z.string(), z.string())),
  months: z.record(z.string(), z.record(z.string(), z.string())),
});
export type FoodTariffView = z.infer<typeof foodTariffView>;
