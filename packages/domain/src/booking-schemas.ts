/**
 * Payloads of the booking editor (specification 2.6, 7.2, 7.3): what the seven steps send to the booking
 * service. The server validates with these and the editor's forms use the same ones.
 */
import { z } from 'zod';
import { realStatuses } from './booking-status.ts';
import type { clientFieldNames } from './company-kinds.ts';
import { bookingEditorMessages, messages, pricingMessages } from './messages.ts';
import { calculationTypes } from './pricing/types.ts';
import { genders, idSchema, moneyAmount, requiredText, wholeNumberInput } from './primitives.ts';
import { saleFields } from './sale-fields.ts';
import { MAX_PAGE } from './schemas.ts';

export const paymentKinds = ['payment', 'return'] as const;
export type PaymentKind = (typeof paymentKinds)[number];
export type Gender = (typeof genders)[number];

/** 'YYYY-MM-DD HH:mm' in the property's time zone (specification 7.3: update booking). */
export const localDateTime = z
  .string({ error: messages.required })
  .regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/, messages.invalidValue);
/** 'YYYY-MM-DD', a local date. */
export const localDate = z
  .string({ error: messages.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.invalidValue);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.invalidTime);
const count = (max = 100) => wholeNumberInput({ min: 0, max, minError: messages.negativeNumber });
/**
 * Money typed by staff: a non-negative amount with at most two decimals, sent as a number or string.
 * Missing or empty is 'Введите сумму!'; an explicit 0 is an amount.
 */
export const moneyInput = moneyAmount(pricingMessages.amountRequired);

const text = (max: number) => z.string().trim().max(max, messages.tooLong).default('');

/** A guest of the booking; `id` reuses an existing client record (and updates it with these fields). */
export const clientInputSchema = z.object({
  id: idSchema.optional(),
  first_name: text(100),
  last_name: text(100),
  middle_name: text(100),
  phone_number: text(50),
  email: z.union([z.literal(''), z.email(messages.invalidEmail)]).default(''),
  document_number: text(50),
  id_card: text(50),
  gender: z.enum(genders, { error: messages.invalidValue }).nullish(),
  comment: text(1000),
});
export type ClientInput = z.infer<typeof clientInputSchema>;
export type ClientField = (typeof clientFieldNames)[number];

export const foodItemInputSchema = z.object({
  id: idSchema.optional(),
  tariff: idSchema,
  /** Omitted: the stay's adults and children on main places (stay-guests.ts, mealPeopleDefault). */
  adult_count: count().optional(),
  child_count: count().optional(),
  start_date: localDate,
  end_date: localDate,
  is_advance: z.boolean().default(false),
  has_breakfast_check_in: z.boolean().default(false),
  has_lunch_check_out: z.boolean().default(false),
  has_supper_check_out: z.boolean().default(false),
});
export type FoodRowInput = z.infer<typeof foodItemInputSchema>;

/** A chosen service; quantity 0 is dropped on save. `rooms` counts group rooms taking it (default all). */
export const serviceInputSchema = z.object({
  service: idSchema,
  quantity: count(10_000),
  rooms: count(1000).optional(),
});
export type ServiceRowInput = z.infer<typeof serviceInputSchema>;

export const discountInputSchema = z.object({
  discount: wholeNumberInput({ min: 1, error: bookingEditorMessages.chooseDiscount }),
  quantity: wholeNumberInput({ min: 0, max: 10_000, minError: pricingMessages.notLess }).default(1),
});
export type DiscountRowInput = z.infer<typeof discountInputSchema>;

/** A task: every field is required ('Пожалуйста заполните задачу!'); time defaults to 12:00. */
export const taskInputSchema = z.object({
  id: idSchema.optional(),
  title: z
    .string({ error: bookingEditorMessages.fillTask })
    .trim()
    .min(1, bookingEditorMessages.fillTask)
    .max(200),
  responsible: idSchema.nullish(),
  todo_date: localDate.nullish(),
  todo_time: clock.default('12:00'),
  description: z.string().trim().max(2000, messages.tooLong).default(''),
});
export type TaskInput = z.infer<typeof taskInputSchema>;

/** A booking's version as its editor loaded it: a whole number, never coerced from text. */
const bookingVersion = z
  .number({ error: bookingEditorMessages.versionMissing })
  .int(bookingEditorMessages.versionMissing)
  .positive(bookingEditorMessages.versionMissing);

/** Step 1's fields of one room's booking: the part a group child repeats. */
const stayFields = {
  check_in: localDateTime,
  check_out: localDateTime,
  room: idSchema.nullish(),
  koika: idSchema.nullish(),
  is_early: z.boolean().default(false),
  is_late: z.boolean().default(false),
  is_single: z.boolean().default(false),
  has_additional: z.boolean().default(false),
  /** Extra adults and children on additional places (only with has_additional). */
  adult_count: count().default(0),
  child_count: count().default(0),
  child_without_place: count().default(0),
  /** Guests on the main places; omitted keeps what the booking has. */
  main_adult_count: count().optional(),
  main_child_count: count().optional(),
  /** Required when moving the guest to another room ('Напишите причину переселения'). */
  room_reason: z.string().trim().max(500, messages.tooLong).default(''),
};

/** 'Сохранить': the whole booking as the editor holds it (specification 7.3: update booking by id). */
export const bookingUpdateSchema = z.object({
  ...stayFields,
  /** Sales channel id; null is 'Прямая продажа'. */
  source: idSchema.nullish(),
  calculation_type: z.enum(calculationTypes, { error: messages.invalidValue }).default('tariff'),
  custom_price: moneyInput.nullish(),
  has_expire: z.boolean().default(false),
  expire_on_date: localDate.nullish(),
  expire_on_time: clock.nullish(),
  comment: text(2000),
  clients: z.array(clientInputSchema).max(100).default([]),
  food_list: z.array(foodItemInputSchema).max(100).default([]),
  service_list: z.array(serviceInputSchema).max(200).default([]),
  discount_list: z.array(discountInputSchema).max(50).default([]),
  /** 'Промокод' instead of a discount: refused, promo codes are not supported (section 5). */
  promo_code: z.string().trim().max(50).optional(),
  task_list: z.array(taskInputSchema).max(100).default([]),
  ...saleFields,
  /**
   * The booking's `version` when the editor loaded it (every change to the booking raises it): if a
   * colleague changed the booking since, the save is refused with 409 instead of overwriting their change.
   */
  version: bookingVersion,
});
export type BookingUpdateInput = z.infer<typeof bookingUpdateSchema>;
/** 'Рассчитать' prices an unsaved state: the same body, without a version (it writes nothing). */
export const bookingPriceSchema = bookingUpdateSchema.omit({ version: true });
export type BookingPriceInput = z.infer<typeof bookingPriceSchema>;

/** One room of a group ('child_list' of update group): its own dates, times, occupancy and version. */
export const groupChildInputSchema = z.object({ id: idSchema, ...stayFields, version: bookingVersion });
export type GroupChildInput = z.infer<typeof groupChildInputSchema>;

/** Update group by its parent: shared clients, meals, services, discounts and tasks, plus each room. */
export const groupUpdateSchema = bookingUpdateSchema
  .omit({ check_in: true, check_out: true, room: true, koika: true, room_reason: true })
  // `version` is the group parent's; each room of child_list carries its own.
  .extend({ child_list: z.array(groupChildInputSchema).min(1).max(500) });
export type GroupUpdateInput = z.infer<typeof groupUpdateSchema>;
export const groupPriceSchema = groupUpdateSchema.omit({ version: true }).extend({
  child_list: z
    .array(groupChildInputSchema.omit({ version: true }))
    .min(1)
    .max(500),
});
export type GroupPriceInput = z.infer<typeof groupPriceSchema>;

export const paymentCreateSchema = z.object({
  /** The booking, or the group parent for a group payment. */
  booking: idSchema,
  value: moneyInput,
  payment_type: z.enum(paymentKinds, { error: messages.invalidValue }).default('payment'),
  payment_method: wholeNumberInput({ min: 1, error: bookingEditorMessages.choosePaymentMethod }),
  /** The editor's payment row asks for a comment too (specification section 5). */
  comment: requiredText(500),
});
export type PaymentCreateInput = z.infer<typeof paymentCreateSchema>;

export const cancelSchema = z.object({
  cancel_reason: z
    .string({ error: bookingEditorMessages.cancelReason })
    .trim()
    .min(1, bookingEditorMessages.cancelReason)
    .max(1000, messages.tooLong),
});

/**
 * A status step's option (issue 28, item 1; domain stay-at-step.ts): `stay_now` takes the front desk's
 * offer to end the stay now ('Выселить' before the last night) or to move the arrival to now
 * ('Заселить' days ahead), re-priced. Without it the step keeps the booked dates. An arrival moved
 * earlier sells nights the booking did not have, within the plan's restrictions (domain saleRefusals);
 * `restriction_reason` sells past them, as for a sale.
 */
export const stepOptionsSchema = z.object({
  stay_now: z.boolean().default(false),
  restriction_reason: saleFields.restriction_reason,
  /**
   * 'Заселить' into a room that is not ready (dirty, being cleaned, out of order; issue 33) is refused
   * with 409 `{code: 'confirm_dirty', room_condition}` until the front desk confirms with this flag.
   */
  confirm_dirty: z.boolean().default(false),
});

export const statusChangeSchema = stepOptionsSchema.extend({
  status: z.enum(realStatuses, { error: messages.invalidValue }),
  /** The booking's (for a group: the parent's) version as the editor loaded it. */
  version: bookingVersion,
});

export const deleteTasksSchema = z.object({ tasks: z.array(idSchema).max(500).default([]) });

export const clientListQuerySchema = z.object({
  'page[number]': wholeNumberInput({ min: 1, max: MAX_PAGE }).default(1),
  'page[size]': wholeNumberInput({ min: 1, max: 100 }).default(10),
  search: z.string().trim().max(100).optional(),
});
