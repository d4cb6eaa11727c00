/**
 * Leisure mode (specification 2.5, 3, 4, 5, 7.1, 7.7; issue 14): activities sold by local day and
 * tariff, each tariff with a stock of places a day. The rules here are the one home of what the day
 * dialog's counters allow, what a sale may ask for and what it costs; the database's conditional
 * decrement (`empty = empty - n WHERE empty >= n`, CHECK empty >= 0) is the guarantee that no two
 * clients sell the same place, and `stockAfterSale` says the same thing for tests and messages.
 */
import { z } from 'zod';
import { cancelSchema, clientInputSchema, paymentCreateSchema } from './booking-schemas.ts';
import type { clientFieldNames } from './company-kinds.ts';
import { missingClientField, type Refusal } from './editor-rules.ts';
import { fillMessage, messages } from './messages.ts';
import { dateRun, daysBetween, monthKeys, priceKey, weekdayKeys } from './pricing/dates.ts';
import { formatMoney, parseMoney } from './pricing/money.ts';
import { idSchema, moneyAmount, wholeNumberInput } from './primitives.ts';
import { isLocalDate } from './report-period.ts';

export const leisureMessages = {
  chooseQuantity: 'Выберите количество!',
  createCategory: 'Создайте категорию!',
  noTariffs: 'Нет тарифов',
  booked: 'Успешно забронировано!',
  /** 'Продать' done (issue 28, item 18): a sale says it sold, not that it booked. */
  sold: 'Продано!',
  stockReduced: 'Успешно уменьшен сток!',
  canceled: 'Заказ отменён',
  /** 409 when a sale no longer fits: the places left, as the dialog should now show them. */
  notEnough: 'Недостаточно мест по тарифу «{name}»: осталось {left}',
  pastDay: 'Нельзя продать на прошедший день',
  /** 409 when the tariffs or prices changed under a sale again and again: the dialog should reload. */
  catalogueChanged: 'Тарифы или цены только что изменились. Обновите и попробуйте снова',
  notSoldThatDay: 'Тариф «{name}» не продаётся в этот день',
  categoryNotFound: 'Категория не найдена',
  tariffNotFound: 'Тариф не найден',
  priceNotFound: 'Цена не найдена',
  orderNotFound: 'Заказ не найден',
  alreadyCanceled: 'Заказ уже отменён',
  clientNeeded: 'Внесите данные клиента',
  addPrice: 'Добавьте хотя бы одну цену',
  chooseWeekday: 'Выберите дни недели',
  chooseMonth: 'Выберите месяцы',
  endBeforeStart: 'Окончание должно быть позже начала',
  /** A tariff's stock_number lowered under what a future day has already sold. */
  stockBelowSold: 'Нельзя уменьшить сток до {stock}: на {day} уже продано {sold}',
  periodTooLong: 'Период календаря не больше {days} дней',
  periodReversed: 'Конец периода раньше начала',
  notPayable: 'Сток без клиента не оплачивается',
} as const;

/** The longest window the leisure calendar asks for: a month grid with its leading and trailing weeks. */
export const LEISURE_CALENDAR_MAX_DAYS = 62;

/** The specification's keys (2.5, 9): weekdays from Monday with Sunday 'san', months with October 'okt'. */
export const leisureWeekdays = weekdayKeys;
export const leisureMonths = monthKeys;
export type LeisureWeekday = (typeof leisureWeekdays)[number];
export type LeisureMonth = (typeof leisureMonths)[number];

/**
 * What a sale is (specification 4): 'book' sells with the client's data ('Продать'), 'reserved' holds
 * places for a client ('Забронировать'), 'stock' takes places off without a client ('Уменьшить сток').
 * A cancelled order gives its places back.
 */
export const leisureSaleStatuses = ['reserved', 'book', 'stock'] as const;
export const leisureOrderStatuses = [...leisureSaleStatuses, 'canceled'] as const;
export type LeisureSaleStatus = (typeof leisureSaleStatuses)[number];
export type LeisureOrderStatus = (typeof leisureOrderStatuses)[number];

type ClientField = (typeof clientFieldNames)[number];
/** The leisure form's required fields when the company lists none (specification 5). */
export const leisureDefaultRequired: readonly ClientField[] = ['first_name', 'phone_number'];

/** Whether a tariff is sold on a local date: its weekday and its month are both chosen. */
export function tariffSoldOn(t: { weekdays: readonly string[]; months: readonly string[] }, date: string) {
  return t.weekdays.includes(priceKey(date, 'week')) && t.months.includes(priceKey(date, 'period'));
}

/**
 * The day dialog's counters (specification 5): plus is disabled once the counts of a tariff's price
 * items reach its places left; minus is disabled at zero.
 */
export function counterState(counts: readonly number[], left: number) {
  const chosen = counts.reduce((s, c) => s + c, 0);
  return { chosen, plusDisabled: chosen >= left, minusDisabled: counts.map((c) => c <= 0) };
}

/** Places left after selling `quantity` from `empty`, or the refusal when they do not fit. */
export function stockAfterSale(
  empty: number,
  quantity: number,
): { ok: true; left: number } | { ok: false; left: number } {
  return quantity <= empty ? { ok: true, left: empty - quantity } : { ok: false, left: empty };
}

/**
 * A tariff's places a day changed from `oldTotal` to `newTotal`: a day that has its stock row keeps what
 * it sold, so its places left move by the difference; below what it sold is refused (null).
 */
export function restock(day: { total: number; empty: number }, newTotal: number) {
  const sold = day.total - day.empty;
  return newTotal < sold ? null : { total: newTotal, empty: newTotal - sold };
}

/**
 * A tariff's places on a day: its stock row once the day has sold (what it kept through restocks), else
 * the tariff's places a day, all free.
 */
export function tariffPlaces(stockNumber: number, row: { total: number; empty: number } | undefined) {
  return row ? { total: row.total, empty: row.empty } : { total: stockNumber, empty: stockNumber };
}

interface DayTariff {
  id: number;
  stockNumber: number;
  weekdays: readonly string[];
  months: readonly string[];
}

/**
 * A day of the leisure calendar ('free / total'): the places of the tariffs sold that day, summed;
 * `stock_id` is the first such tariff's stock row (null before its first sale). A day no tariff sells
 * is 0 / 0, closed.
 */
export function leisureDay(
  day: string,
  tariffs: readonly DayTariff[],
  rowOf: (tariffId: number) => { id: number; total: number; empty: number } | undefined,
) {
  const sold = tariffs.filter((t) => tariffSoldOn(t, day));
  const places = sold.map((t) => tariffPlaces(t.stockNumber, rowOf(t.id)));
  return {
    day,
    stock_id: sold[0] ? (rowOf(sold[0].id)?.id ?? null) : null,
    total: places.reduce((s, p) => s + p.total, 0),
    empty: places.reduce((s, p) => s + p.empty, 0),
  };
}

/** The days of a calendar window, `start` to `end` inclusive. */
export const leisureCalendarDays = (start: string, end: string) =>
  dateRun(start, daysBetween(start, end) + 1);

/** 'free / total' colour of a day (OCTO's statuses): LIMITED when under half is left. */
export function leisureDayState(
  total: number,
  empty: number,
): 'closed' | 'available' | 'limited' | 'sold_out' {
  if (total === 0) return 'closed';
  if (empty === 0) return 'sold_out';
  return empty * 2 < total ? 'limited' : 'available';
}

export interface SaleLine {
  tariffId: number;
  price: string;
  quantity: number;
}

/** The lines that sell something (a zero count is the dialog's untouched counter), their total and sum. */
export function saleTotals<L extends SaleLine>(lines: readonly L[]) {
  const sold = lines.filter((l) => l.quantity > 0);
  const amounts = sold.map((l) => parseMoney(l.price) * l.quantity);
  return {
    lines: sold.map((l, i) => ({ ...l, amount: formatMoney(amounts[i]!) })),
    quantity: sold.reduce((s, l) => s + l.quantity, 0),
    amount: formatMoney(amounts.reduce((s, a) => s + a, 0)),
  };
}

/**
 * What an order still owes: its amount less what was paid, never below zero; a cancelled order owes
 * nothing (money paid for it goes back by a 'Возврат'), nor does a stock reduction (no client pays it).
 */
export function leisureOrderDuty(status: LeisureOrderStatus, amount: string, paid: string): string {
  if (status === 'canceled' || status === 'stock') return formatMoney(0);
  return formatMoney(Math.max(0, parseMoney(amount) - parseMoney(paid)));
}

/**
 * An order's status as its ticket prints it: a sale or a reserve says whether it is paid, by the same
 * rule of duty, so a ticket never says 'оплачен' while money is owed (issue 28, item 17).
 */
export function leisureTicketStatus(status: LeisureOrderStatus, amount: string, paid: string): string {
  if (status === 'canceled') return 'Отменён';
  if (status === 'stock') return 'Сток';
  const owed = parseMoney(leisureOrderDuty(status, amount, paid)) > 0;
  const some = parseMoney(paid) > 0;
  // 'Бронь' is feminine, the sold order ('заказ') masculine.
  const [what, done] = status === 'book' ? ['Продан', 'оплачен'] : ['Бронь', 'оплачена'];
  if (!owed) return `${what}, ${done}`;
  return some ? `${what}, ${done} частично` : `${what}, не ${done}`;
}

/**
 * Places each tariff gives up, in tariff id order: several stock rows are always decremented in the same
 * order, so two sales of the same tariffs never wait on each other crosswise (REFERENCE.md, safe decrement).
 */
export function placesByTariff(lines: readonly { tariffId: number; quantity: number }[]) {
  const byTariff = new Map<number, number>();
  for (const l of lines)
    if (l.quantity > 0) byTariff.set(l.tariffId, (byTariff.get(l.tariffId) ?? 0) + l.quantity);
  return [...byTariff.entries()]
    .sort(([a], [b]) => a - b)
    .map(([tariffId, quantity]) => ({ tariffId, quantity }));
}

/**
 * The first refusal of a sale, or null: a past day; nothing chosen ('Выберите количество!'); for a sale
 * or reserve with a client, the company's required fields (default first name and phone).
 */
export function checkLeisureSale(s: {
  status: LeisureSaleStatus;
  day: string;
  today: string;
  quantity: number;
  client: Partial<Record<ClientField, string | null | undefined>> | null | undefined;
  requiredFields: readonly ClientField[];
}): Refusal {
  if (s.day < s.today) return { message: leisureMessages.pastDay, field: 'check_in' };
  if (s.quantity <= 0) return { message: leisureMessages.chooseQuantity, field: 'prices' };
  if (s.status === 'stock') return null;
  if (!s.client) return { message: leisureMessages.clientNeeded, field: 'client' };
  const required = s.requiredFields.length > 0 ? s.requiredFields : leisureDefaultRequired;
  const missing = missingClientField([s.client], required);
  return missing && { ...missing, field: missing.field?.replace(/^clients\.0\./, 'client.') };
}

// ---- Schemas: what the forms send and the API answers -------------------------------------------------

const name = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(200, messages.tooLong);
const isActive = z.boolean({ error: messages.invalidValue }).default(true);
const clock = z.string({ error: messages.required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.invalidTime);
const localDate = z.string({ error: messages.required }).refine(isLocalDate, messages.invalidValue);

export const leisureCategorySchema = z.object({
  name,
  description: z.string().trim().max(2000, messages.tooLong).default(''),
  is_active: isActive,
});
export type LeisureCategoryInput = z.infer<typeof leisureCategorySchema>;

export const leisureRoomSchema = z.object({ name, category: idSchema, is_active: isActive });
export type LeisureRoomInput = z.infer<typeof leisureRoomSchema>;

export const leisurePriceItemSchema = z.object({
  /** Set for an item that already exists (kept, with its id); absent for a new one. */
  id: idSchema.optional(),
  name,
  price: moneyAmount(messages.required, 1_000_000_000).transform((v) => v.toFixed(2)),
});

export const leisureTariffSchema = z
  .object({
    category: idSchema,
    enum: name,
    stock_number: wholeNumberInput({ min: 1, max: 100_000 }),
    start_time: clock,
    end_time: clock,
    weekdays: z
      .array(z.enum(leisureWeekdays, { error: messages.invalidValue }))
      .min(1, leisureMessages.chooseWeekday)
      .refine((v) => new Set(v).size === v.length, messages.duplicateValue),
    months: z
      .array(z.enum(leisureMonths, { error: messages.invalidValue }))
      .min(1, leisureMessages.chooseMonth)
      .refine((v) => new Set(v).size === v.length, messages.duplicateValue),
    price_list: z.array(leisurePriceItemSchema).min(1, leisureMessages.addPrice).max(50, messages.tooMany),
    is_active: isActive,
  })
  .refine((t) => t.end_time > t.start_time, { message: leisureMessages.endBeforeStart, path: ['end_time'] });
export type LeisureTariffInput = z.infer<typeof leisureTariffSchema>;

/** The specification's leisure booking payload (3, 7.3). */
export const leisureBookingCreateSchema = z.object({
  booking_status: z.enum(leisureSaleStatuses, { error: messages.invalidValue }),
  client: clientInputSchema.nullish(),
  category: idSchema,
  /** The local day, 'YYYY-MM-DD'. */
  check_in: localDate,
  prices: z
    .array(
      z.object({
        price: idSchema,
        quantity: wholeNumberInput({ min: 0, max: 100_000, error: messages.invalidNumber }),
      }),
    )
    .max(200, messages.tooMany)
    .refine((p) => new Set(p.map((x) => x.price)).size === p.length, messages.duplicateValue),
  comment: z.string().trim().max(1000, messages.tooLong).default(''),
});
export type LeisureBookingCreateInput = z.infer<typeof leisureBookingCreateSchema>;

export const leisureCancelSchema = cancelSchema;

/** A payment or refund of a leisure order: the booking editor's payment with the order in its place. */
export const leisurePaymentCreateSchema = paymentCreateSchema
  .omit({ booking: true })
  .extend({ order: idSchema });
export type LeisurePaymentCreateInput = z.infer<typeof leisurePaymentCreateSchema>;

/** `?start&end` of the leisure calendar, local days, at most LEISURE_CALENDAR_MAX_DAYS of them. */
export const leisureCalendarQuerySchema = z
  .object({ start: localDate, end: localDate })
  .refine((q) => q.end >= q.start, { message: leisureMessages.periodReversed, path: ['end'] })
  .refine((q) => daysBetween(q.start, q.end) < LEISURE_CALENDAR_MAX_DAYS, {
    message: fillMessage(leisureMessages.periodTooLong, { days: LEISURE_CALENDAR_MAX_DAYS }),
    path: ['end'],
  });
/** `?category_id&start` of the day's tariffs. */
export const leisurePriceQuerySchema = z.object({ category_id: idSchema, start: localDate });

// ---- Views: what the API answers (the OpenAPI document and the web's types read these) -----------------

const imageOf = z.object({
  id: z.number(),
  url: z.string(),
  thumb_url: z.string(),
  is_main: z.boolean(),
  width: z.number(),
  height: z.number(),
});

export const leisureCategoryView = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  images: z.array(imageOf),
  tariff_count: z.number(),
  room_count: z.number(),
});
export type LeisureCategoryView = z.infer<typeof leisureCategoryView>;

export const leisureRoomView = z.object({
  id: z.number(),
  name: z.string(),
  category: z.number(),
  is_active: z.boolean(),
});
export type LeisureRoomView = z.infer<typeof leisureRoomView>;

/** A tariff as the administration edits it. */
export const leisureTariffAdminView = z.object({
  id: z.number(),
  category: z.number(),
  enum: z.string(),
  stock_number: z.number(),
  start_time: z.string(),
  end_time: z.string(),
  weekdays: z.array(z.string()),
  months: z.array(z.string()),
  is_active: z.boolean(),
  price_list: z.array(z.object({ id: z.number(), name: z.string(), price: z.string() })),
});
export type LeisureTariffAdminView = z.infer<typeof leisureTariffAdminView>;

/** A day of the leisure calendar (specification 3): places of the tariffs sold that day. */
export const leisureDayView = z.object({
  day: z.string(),
  /** The day's stock row of the category's first tariff, null before its first sale. */
  stock_id: z.number().nullable(),
  total: z.number(),
  empty: z.number(),
});
export type LeisureDayView = z.infer<typeof leisureDayView>;

/** A tariff in the day dialog (specification 3): `stock_number` is the places left that day. */
export const leisureDayTariffView = z.object({
  id: z.number(),
  enum: z.string(),
  stock_number: z.number(),
  total: z.number(),
  start_time: z.string(),
  end_time: z.string(),
  price_list: z.array(z.object({ id: z.number(), name: z.string(), price: z.string(), count: z.number() })),
});
export type LeisureDayTariffView = z.infer<typeof leisureDayTariffView>;

export const leisurePaymentView = z.object({
  id: z.number(),
  order: z.number(),
  value: z.string(),
  payment_type: z.string(),
  payment_method: z.number().nullable(),
  payment_method_name: z.string(),
  comment: z.string(),
  created_at: z.number(),
  created_by_name: z.string(),
});
export type LeisurePaymentView = z.infer<typeof leisurePaymentView>;

export const leisureOrderView = z.object({
  id: z.number(),
  category: z.number(),
  category_name: z.string(),
  /** The local day, 'YYYY-MM-DD'. */
  check_in: z.string(),
  status: z.enum(leisureOrderStatuses),
  client: z
    .object({
      id: z.number(),
      first_name: z.string(),
      last_name: z.string(),
      middle_name: z.string(),
      phone_number: z.string(),
      email: z.string(),
      document_number: z.string(),
      gender: z.string().nullable(),
      comment: z.string(),
    })
    .nullable(),
  comment: z.string(),
  quantity: z.number(),
  amount: z.string(),
  paid: z.string(),
  duty: z.string(),
  cancel_reason: z.string().nullable(),
  created_at: z.number(),
  created_by_name: z.string(),
  items: z.array(
    z.object({
      id: z.number(),
      tariff: z.number(),
      tariff_name: z.string(),
      start_time: z.string(),
      end_time: z.string(),
      price_id: z.number().nullable(),
      name: z.string(),
      price: z.string(),
      quantity: z.number(),
      amount: z.string(),
    }),
  ),
  payment_list: z.array(leisurePaymentView),
});
export type LeisureOrderView = z.infer<typeof leisureOrderView>;

/** `PATCH /api/v2/leisure/booking/{id}/` ('set booking'): a reserve sold, the client or comment changed. */
export const leisureOrderUpdateSchema = z.object({
  booking_status: z.enum(['reserved', 'book'], { error: messages.invalidValue }).optional(),
  client: clientInputSchema.optional(),
  comment: z.string().trim().max(1000, messages.tooLong).optional(),
});
export type LeisureOrderUpdateInput = z.infer<typeof leisureOrderUpdateSchema>;

/** `GET /api/v2/leisure/booking/?day&category&search`: the orders of a day. */
export const leisureOrderListQuerySchema = z.object({
  day: localDate,
  category: idSchema.optional(),
  search: z.string().trim().max(200).optional(),
});
