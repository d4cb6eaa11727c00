/**
 * Answers of the booking editor's calls (docs/api.md, "Booking editor"), written once: the server
 * declares its answers with these schemas and presents its rows as their types, and the browser's types
 * are inferred from them. Money arrives as "15000.00"; instants as unix seconds; local dates and times
 * in the property's zone.
 */
import { z } from 'zod';
import { paymentKinds } from './booking-schemas.ts';
import { bookingStatuses } from './booking-status.ts';
import { clientFieldNames } from './company-kinds.ts';
import { calculationTypes, discountKinds, foodTypes, serviceTypes } from './pricing/kinds.ts';
import { groupPriceResultSchema, priceResultSchema } from './pricing/price-result.ts';
import { genders } from './primitives.ts';
import { categoryTypes } from './schemas.ts';

const money = z.string();
const id = z.number();
const nullableId = z.number().nullable();

export const bookingClientSchema = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string(),
  phone_number: z.string(),
  email: z.string(),
  document_number: z.string(),
  id_card: z.string(),
  gender: z.enum(genders).nullable(),
  comment: z.string(),
});

export const bookingFoodSchema = z.object({
  id,
  tariff: id,
  tariff_name: z.string(),
  food_type: z.enum(foodTypes),
  adult_count: z.number(),
  child_count: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  is_advance: z.boolean(),
  has_breakfast_check_in: z.boolean(),
  has_lunch_check_out: z.boolean(),
  has_supper_check_out: z.boolean(),
  total: money,
});

export const bookingServiceSchema = z.object({
  id,
  /** The catalogue's service; null once it was deleted (name and price stay as chosen). */
  service: nullableId,
  name: z.string(),
  price: money,
  service_type: z.enum(serviceTypes),
  quantity: z.number(),
  rooms: z.number(),
  total: money,
});

export const bookingDiscountSchema = z.object({
  id,
  discount: nullableId,
  name: z.string(),
  discount_kind: z.enum(discountKinds),
  value: money,
  quantity: z.number(),
});

export const bookingTaskSchema = z.object({
  id,
  title: z.string(),
  responsible: nullableId,
  responsible_name: z.string(),
  todo_date: z.string(),
  todo_time: z.string(),
  description: z.string(),
  due_date: z.number(),
  /** Marked done on 'Задачи на сегодня' (issue 33); the editor's save keeps it for a task it keeps. */
  done: z.boolean(),
});

export const bookingPaymentSchema = z.object({
  id,
  value: money,
  payment_type: z.enum(paymentKinds),
  payment_method: nullableId,
  payment_method_name: z.string(),
  comment: z.string(),
  created_at: z.number(),
});

/** A stay's instants as unix seconds and as the property's local 'YYYY-MM-DD HH:mm' and 'HH:mm'. */
export const localStaySchema = z.object({
  check_in: z.number(),
  check_out: z.number(),
  check_in_local: z.string(),
  check_out_local: z.string(),
  hour_check_in: z.string(),
  hour_check_out: z.string(),
});

/**
 * One room of a stay with a mid-stay move (issue 28, item 3; stay-legs.ts), with its period as unix
 * seconds and as the property's local 'YYYY-MM-DD HH:mm'.
 */
export const stayLegSchema = z.object({
  room: id,
  room_name: z.string(),
  koika: nullableId,
  category_id: id,
  category_name: z.string(),
  from: z.number(),
  to: z.number(),
  from_local: z.string(),
  to_local: z.string(),
});
export type StayLegView = z.infer<typeof stayLegSchema>;

/** GET /api/v2/booking/{id}/: one booking with every list and its price. */
export const bookingDetailSchema = localStaySchema.extend({
  id,
  /** The booking's number in its company, from 1, as staff and guests see it ('Бронь №12'); `id` stays the key. */
  number: z.number(),
  original_booking: nullableId,
  category_id: id,
  category_name: z.string(),
  category_type: z.enum(categoryTypes),
  place_number: z.number(),
  additional_place: z.number(),
  room: id,
  room_name: z.string(),
  koika: nullableId,
  koika_name: z.string().nullable(),
  old_room: nullableId,
  old_room_name: z.string().nullable(),
  room_reason: z.string(),
  /** Every room of a stay with a mid-stay move, in order, the current one last; [] for a stay never moved. */
  legs: z.array(stayLegSchema),
  is_time: z.boolean(),
  is_group: z.boolean(),
  group_parent: nullableId,
  source: nullableId,
  source_name: z.string(),
  booking_status: z.enum(bookingStatuses),
  is_early: z.boolean(),
  is_late: z.boolean(),
  is_single: z.boolean(),
  has_additional: z.boolean(),
  adult_count: z.number(),
  child_count: z.number(),
  child_without_place: z.number(),
  main_adult_count: z.number(),
  main_child_count: z.number(),
  /** The rate plan the stay is sold by (issue 32); null: saved before plans, priced as the base plan's. */
  rate_plan: nullableId,
  calculation_type: z.enum(calculationTypes),
  custom_price: money.nullable(),
  has_expire: z.boolean(),
  expire_on: z.number().nullable(),
  expire_on_date: z.string().nullable(),
  expire_on_time: z.string().nullable(),
  created_by: z.object({ id, name: z.string() }).nullable(),
  comment: z.string(),
  cancel_reason: z.string(),
  common_amount: money,
  duty: money,
  /** Raised by every change; saves and status calls send back the version they loaded (else 409). */
  version: z.number(),
  /** The employee whose change raised `version` last, for an open editor to name; null if unknown. */
  updated_by_name: z.string().nullable(),
  /** Theirs, when given: the editor's 'изменил'/'изменила' (audit.ts, changedByWords). */
  updated_by_gender: z.enum(genders).nullable(),
  /** That employee's id: an open editor asks only about a change another employee made; null if unknown. */
  updated_by: nullableId,
  /** Unix seconds of the last change, for display. */
  updated_at: z.number(),
  clients_list: z.array(bookingClientSchema),
  food_list: z.array(bookingFoodSchema),
  /**
   * The rate plan's included meals (issue 32) as the stay was priced: a line for every guest from arrival
   * to departure. Read-only: they follow the plan, so they are not in `food_list` and are never sent back.
   */
  included_meals: z.array(bookingFoodSchema.omit({ id: true })),
  services: z.array(bookingServiceSchema),
  discount_list: z.array(bookingDiscountSchema),
  task_list: z.array(bookingTaskSchema),
  payment_list: z.array(bookingPaymentSchema),
  calculated_by: priceResultSchema,
  /** The property's required client fields. */
  required_fields: z.array(z.enum(clientFieldNames)),
});

/** One room of a group with its own stay and status (specification 3: group child booking). */
export const groupChildSchema = localStaySchema.extend({
  id,
  /** The room's own booking number in the company (each room of a group is a booking). */
  number: z.number(),
  category_id: id,
  category_name: z.string(),
  room: id,
  room_name: z.string(),
  booking_status: z.enum(bookingStatuses),
  /** The room's rate plan (issue 32); null: saved before plans, priced as the base plan's. */
  rate_plan: nullableId,
  /** The room's own version: a group save sends it back for every room it lists. */
  version: z.number(),
  /** Who raised the room's version last (id and name), as in the booking detail; null if unknown. */
  updated_by: nullableId,
  updated_by_name: z.string().nullable(),
  /** Theirs, when given: the editor's 'изменил'/'изменила' (audit.ts, changedByWords). */
  updated_by_gender: z.enum(genders).nullable(),
  is_single: z.boolean(),
  has_additional: z.boolean(),
  adult_count: z.number(),
  child_count: z.number(),
  child_without_place: z.number(),
  /** The room's adults and children on main places (stay-guests.ts). */
  main_adult_count: z.number(),
  main_child_count: z.number(),
  is_early: z.boolean(),
  is_late: z.boolean(),
  common_amount: money,
  /** The room's local arrival date 'YYYY-MM-DD'. */
  date: z.string(),
});

export const groupCategorySchema = z.object({
  id,
  name: z.string(),
  rooms: z.array(id),
  child_list: z.array(groupChildSchema),
});

/** GET /api/v2/booking/group/{parent}/: the parent's detail plus every room and the group's price. */
export const groupDetailSchema = bookingDetailSchema.extend({
  /** Every room of the group, cancelled ones too; the parent first. */
  child_list: z.array(groupChildSchema),
  categories: z.array(groupCategorySchema),
  /** The saved group's price; null once no room is live. */
  group_calculation: groupPriceResultSchema.nullable(),
});

/**
 * POST /api/v2/booking/{id}/move/quote/: a calendar move's price before it is confirmed. A single
 * booking's own total; for a room of a group, the group's total (its rooms share services and meals).
 */
export const moveQuoteSchema = z.object({
  current_total: money,
  new_total: money,
  difference: money,
  scope: z.enum(['booking', 'group']),
  conflict: z
    .string()
    .optional()
    .describe("only when something else holds the target: the move's own refusal, 'Номер 103 занят: …'"),
  restrictions: z
    .array(z.string())
    .optional()
    .describe(
      "the rate plan's restrictions the move would break, each naming its rule and date ('Минимальный срок проживания с 30.12 — 3 ночи'): the move refuses it unless overridden with a reason",
    ),
});

export type MoveQuote = z.infer<typeof moveQuoteSchema>;

/**
 * POST /api/v2/booking/{id}/plan-prices/ (issue 32): the editor's unsaved stay priced by each active rate
 * plan sold in its category, side by side, by the same quote as 'Рассчитать'. `refusals`: the plan's
 * restrictions the stay would break, in Russian (empty when it may be sold).
 */
export const planPriceSchema = z.object({
  rate_plan: z.number().int(),
  name: z.string(),
  is_base: z.boolean(),
  is_refundable: z.boolean(),
  cancellation_policy: z.string(),
  total: money,
  accommodation: money,
  food_total: money,
  /** The plan's included meals: its food tariff's name ('Завтрак'), a line for every guest; null: none. */
  included_meals: z.string().nullable(),
  refusals: z.array(z.string()),
});
export const planPricesSchema = z.array(planPriceSchema);
export type PlanPrice = z.infer<typeof planPriceSchema>;

/**
 * POST /api/v2/booking/{id}/check-in|check-out/quote/: what the step's offer to move the stay to now
 * (stay_now) would do, tried out and rolled back; writes nothing. `changes_dates` is false when the step
 * keeps the booked dates (on the arrival or departure day). `conflict` names what holds the room over
 * the new dates, in Russian; then the step with stay_now is refused.
 */
export const stepQuoteSchema = moveQuoteSchema.extend({
  changes_dates: z.boolean(),
  /** The stay after the step, unix seconds and 'YYYY-MM-DD HH:mm' in the property's zone. */
  check_in: z.number(),
  check_out: z.number(),
  check_in_local: z.string(),
  check_out_local: z.string(),
  /** What is owed after the step (the group's for a room of a group); below zero is to refund. */
  to_pay: money,
  conflict: z.string().nullable(),
});

export type StepQuote = z.infer<typeof stepQuoteSchema>;
export type BookingClient = z.infer<typeof bookingClientSchema>;
export type BookingFood = z.infer<typeof bookingFoodSchema>;
export type BookingService = z.infer<typeof bookingServiceSchema>;
export type BookingDiscount = z.infer<typeof bookingDiscountSchema>;
export type BookingTask = z.infer<typeof bookingTaskSchema>;
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;
export type BookingDetail = z.infer<typeof bookingDetailSchema>;
export type GroupChild = z.infer<typeof groupChildSchema>;
export type GroupCategory = z.infer<typeof groupCategorySchema>;
export type GroupDetail = z.infer<typeof groupDetailSchema>;
