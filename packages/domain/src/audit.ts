/**
 * The audit log ('История' of a booking, 'Журнал действий' of the company; issue 15). The database
 * records it (migrations 0033, 0034: triggers append to audit_log in the transaction of the change; a
 * use case may name its step and reason, db/write.ts); this file
 * names what it records — the entities, the actions with their Russian labels and typed payloads — and
 * turns a record's changes into the Russian lines the screens show.
 */
import { z } from 'zod';
import { type BookingStatus, isCancelled, statusLabels } from './booking-status.ts';
import { type RoomCondition, roomConditionLabels } from './housekeeping.ts';
import { type LeisureOrderStatus, leisureOrderStatuses } from './leisure.ts';
import { foodTypeLabels } from './meal-coupons.ts';
import { nightsText } from './plural.ts';
import type { FoodType } from './pricing/types.ts';
import { idSchema, wholeNumberInput } from './primitives.ts';
import { isLocalDate, reportMessages, reportPeriodProblem } from './report-period.ts';
import { type Permission, permissionLabels, type Role, roleLabels, roles } from './roles.ts';
import { MAX_PAGE } from './schemas.ts';
import { formatTenge } from './tenge.ts';
import { formatDay, toLocal } from './zoned-time.ts';

export const auditEntities = [
  'booking',
  'payment',
  'leisure_order',
  'employee',
  'category',
  'service',
  'discount',
  'booking_meal',
  'booking_service',
  'booking_discount',
  'client',
  'room',
  'food_tariff',
  'food_price',
  'payment_type',
  'sales_channel',
  'leisure_category',
  'leisure_room',
  'leisure_tariff',
  'leisure_price',
  'company',
  'block',
  'repair',
  'news',
  'banner',
  'tag',
  'image',
  'rate_plan',
  'rate_grid',
  'room_condition',
  'housekeeping_settings',
  'api_key',
  'webhook_endpoint',
] as const;
export type AuditEntity = (typeof auditEntities)[number];

export const auditEntityLabels: Record<AuditEntity, string> = {
  booking: 'Бронь',
  payment: 'Платёж',
  leisure_order: 'Заказ досуга',
  employee: 'Сотрудник',
  category: 'Категория',
  service: 'Услуга',
  discount: 'Скидка',
  booking_meal: 'Питание брони',
  booking_service: 'Услуга брони',
  booking_discount: 'Скидка брони',
  client: 'Клиент',
  room: 'Номер',
  food_tariff: 'Тариф питания',
  food_price: 'Цены тарифа питания',
  payment_type: 'Тип оплаты',
  sales_channel: 'Канал продаж',
  leisure_category: 'Категория досуга',
  leisure_room: 'Место досуга',
  leisure_tariff: 'Тариф досуга',
  leisure_price: 'Цена тарифа досуга',
  company: 'Настройки компании',
  block: 'Блок канала',
  repair: 'Ремонт',
  news: 'Новость',
  banner: 'Баннер',
  tag: 'Тег категории',
  image: 'Фото',
  rate_plan: 'Тариф',
  rate_grid: 'Цены и ограничения',
  room_condition: 'Состояние номера',
  housekeeping_settings: 'Настройки уборки',
  api_key: 'API-ключ',
  webhook_endpoint: 'Адрес вебхука',
};

/** Every action the triggers write, with its label ('what was done'). */
export const auditActionLabels = {
  create: 'Создание',
  update: 'Изменение',
  delete: 'Удаление',
  // A booking's status steps, named by the new status.
  reserved: 'Резерв',
  booked: 'Бронирование',
  check_in: 'Заселение',
  check_out: 'Выселение',
  expired: 'Истёк резерв',
  cancel: 'Отмена',
  status: 'Смена статуса',
  move: 'Переселение',
  dates: 'Изменение дат',
  group: 'Группа',
  price: 'Изменение цены',
  guests: 'Гости',
  payment: 'Оплата',
  refund: 'Возврат',
  payment_update: 'Изменение платежа',
  payment_delete: 'Удаление платежа',
  // Leisure orders.
  sale: 'Продажа',
  reserve: 'Резерв мест',
  stock: 'Уменьшение стока',
  // Memberships.
  employee_add: 'Добавлен сотрудник',
  employee_remove: 'Удалён из компании',
  role: 'Смена роли',
  activate: 'Активирован',
  deactivate: 'Деактивирован',
  // A company 'deleted' with its history kept (migration 0046); a plain 'delete' of an empty one.
  archive: 'Архивирование',
  // A booking's lines and a food tariff's prices, compared as lists (a save replaces them whole).
  meal_add: 'Добавлено питание',
  meal_remove: 'Удалено питание',
  meal_change: 'Изменено питание',
  service_add: 'Добавлена услуга',
  service_remove: 'Удалена услуга',
  service_change: 'Изменена услуга',
  discount_add: 'Добавлена скидка',
  discount_remove: 'Удалена скидка',
  discount_change: 'Изменена скидка',
  price_add: 'Добавлены цены',
  price_remove: 'Удалены цены',
  price_change: 'Изменены цены',
  // A channel block's life beside its create, update and delete (migration 0048, issue 28 item 4).
  block_draft: 'Блок взят в черновик',
  block_return: 'Блок возвращён',
  block_consume: 'Блок использован для брони',
  // A stay sold past its rate plan's restrictions, with the reason (issue 32).
  restriction_override: 'Продажа в обход ограничений тарифа',
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof auditActionLabels;
export const auditActions = Object.keys(auditActionLabels) as AuditAction[];

/** The action a status step records (the trigger names it the same way), for the use case to say so. */
export function statusStepAction(status: BookingStatus): AuditAction | undefined {
  return (['reserved', 'booked', 'check_in', 'check_out'] as const).find((s) => s === status);
}

/**
 * The action a booking's change of status records: a cancellation by anyone is 'cancel', a step or an
 * expired reserve is named by its status, anything else is 'status'. The database's audit trigger asks
 * the SQL function made from this (apps/server/src/db/domain-sql.ts), so the rule is written once.
 */
export function statusChangeAction(status: BookingStatus): AuditAction {
  if (status === 'expired') return 'expired';
  if (isCancelled(status)) return 'cancel';
  return statusStepAction(status) ?? 'status';
}

/**
 * The actions that are a step of their own, which the use case's reason (app.audit_reason) belongs on;
 * never what the step drags along in its transaction (a group's re-price, a payment, a client's record).
 * The SQL function audit_headline is made from this list (apps/server/src/db/domain-sql.ts).
 */
export const headlineActions: readonly AuditAction[] = [
  'reserved',
  'booked',
  'check_in',
  'check_out',
  'expired',
  'cancel',
  'status',
  'move',
  'dates',
  'sale',
  'reserve',
  'stock',
];

/** An action the log does not know (a newer server, a use case's own name) reads as a plain change. */
export function auditActionLabel(action: string): string {
  return (auditActionLabels as Record<string, string>)[action] ?? auditActionLabels.update;
}

/**
 * The typed payload (`data`) of each action, as the triggers build it. A use case may add `reason` to
 * any (app.audit_reason); nulls are left out.
 */
interface ReasonData {
  reason?: string;
}
export interface BookingCreateData extends ReasonData {
  status: BookingStatus;
  room?: string;
  room_id: number;
  bed_id?: number;
  check_in: number;
  check_out: number;
  group_parent?: number;
}
export interface BookingMoveData extends ReasonData {
  /** The rooms' names before and after, as they were named then. */
  rooms?: [string | null, string | null];
}
export interface PaymentData extends ReasonData {
  amount: string | number;
  payment_type: 'payment' | 'return';
  method?: string;
  leisure_order_id?: number;
  comment?: string;
}
export interface LeisureOrderData extends ReasonData {
  day: string;
  quantity: number;
  amount: string | number;
}
/** A booking's line or a food tariff's price row, named as it was (a meal and a price by their tariff). */
export interface AuditLineData extends ReasonData {
  name?: string;
  /** A food price row: 'week' or 'month', and its kind (adult, children…). */
  period?: string;
  price_type?: string;
}
/** Every other row (a client, a room, a catalogue row, the company): its name; a client's phone too. */
export interface AuditRowData extends ReasonData {
  name?: string;
  phone?: string;
}
/** A channel block as it was: its room, channel, whether it is own, and its period. */
export interface BlockData extends ReasonData {
  room?: string;
  channel?: string;
  is_own: boolean;
  check_in: number;
  check_out: number;
}
/** A sale past a rate plan's restrictions: the plan, each rule broken (its Russian sentence), and why. */
export interface RestrictionOverrideData extends ReasonData {
  rate_plan: string;
  refusals: string[];
}
export interface AuditDataOf {
  create: BookingCreateData | AuditRowData | LeisureOrderData | BlockData;
  update: AuditRowData | Partial<LeisureOrderData> | BlockData;
  delete: (AuditRowData & { status?: BookingStatus; room?: string }) | BlockData;
  reserved: ReasonData;
  booked: ReasonData;
  check_in: ReasonData;
  check_out: ReasonData;
  expired: ReasonData;
  cancel: ReasonData;
  status: ReasonData;
  move: BookingMoveData;
  dates: BookingMoveData;
  group: ReasonData;
  price: ReasonData & { name?: string };
  guests: ReasonData;
  payment: PaymentData;
  refund: PaymentData;
  payment_update: PaymentData;
  payment_delete: PaymentData;
  sale: LeisureOrderData;
  reserve: LeisureOrderData;
  stock: LeisureOrderData;
  employee_add: ReasonData & { role: Role; invited: boolean };
  employee_remove: ReasonData & { role: Role };
  role: ReasonData;
  activate: ReasonData;
  deactivate: ReasonData;
  archive: AuditRowData;
  meal_add: AuditLineData;
  meal_remove: AuditLineData;
  meal_change: AuditLineData;
  service_add: AuditLineData;
  service_remove: AuditLineData;
  service_change: AuditLineData;
  discount_add: AuditLineData;
  discount_remove: AuditLineData;
  discount_change: AuditLineData;
  price_add: AuditLineData;
  price_remove: AuditLineData;
  price_change: AuditLineData;
  block_draft: BlockData;
  block_return: BlockData;
  block_consume: BlockData;
  restriction_override: RestrictionOverrideData;
}

/**
 * GET /api/v2/audit/account/, the account's journal: the archiving and deletion of companies, which no
 * company's own journal can show once the company is gone from every list. Newest first, paged.
 */
export const accountJournalQuerySchema = z.object({
  'page[number]': wholeNumberInput({ min: 1, max: MAX_PAGE }).default(1),
  'page[size]': wholeNumberInput({ min: 1, max: 200 }).default(50),
});
export type AccountJournalQuery = z.infer<typeof accountJournalQuerySchema>;
/** The actions the account's journal holds, all of the entity 'company'. */
export const accountJournalActions = ['archive', 'delete'] as const;

/** GET /api/v2/audit/: filters and a page (50 rows by default, 200 at most). */
export const auditMessages = {
  invalidEntity: 'Неизвестный раздел журнала',
  invalidAction: 'Неизвестное действие',
  tooManyRows: 'Слишком много записей для выгрузки: уточните фильтр',
} as const;

const localDate = z.string().optional();

export const auditQuerySchema = z
  .object({
    employee: idSchema.optional(),
    entity: z.enum(auditEntities, { error: auditMessages.invalidEntity }).optional(),
    action: z
      .enum(auditActions as [AuditAction, ...AuditAction[]], { error: auditMessages.invalidAction })
      .optional(),
    /** Local dates of the property's clock, both inclusive; either may be left open. */
    start: localDate,
    end: localDate,
    'page[number]': wholeNumberInput({ min: 1, max: MAX_PAGE }).default(1),
    'page[size]': wholeNumberInput({ min: 1, max: 200 }).default(50),
  })
  .superRefine((q, ctx) => {
    if (!q.start && !q.end) return;
    // One open end: that day alone must be a day; both: the reports' period rules.
    if (!(q.start && q.end)) {
      const field = q.start ? 'start' : 'end';
      if (!isLocalDate(q[field]))
        ctx.addIssue({ code: 'custom', message: reportMessages.invalidDate, path: [field] });
      return;
    }
    const problem = reportPeriodProblem(q.start, q.end);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** GET /api/v2/audit/export/: the journal's filters, without a page: every row they select. */
export const auditExportQuerySchema = auditQuerySchema.transform(
  ({ 'page[number]': _n, 'page[size]': _s, ...filters }) => filters,
);
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;
/** The export's bound, as the bookings list's: past it the staff narrow the filters. */
export const AUDIT_EXPORT_MAX_ROWS = 20_000;

/** GET /api/v2/booking/{id}/history/: the booking's records (with its group's), oldest first. */
export const auditRowSchema = z.object({
  id: z.number(),
  /** Unix seconds. */
  at: z.number(),
  /** Null for the system (the sweeper). An employee keeps their name after deactivation. */
  employee: z.object({ id: z.number(), name: z.string() }).nullable(),
  /**
   * The API key the change was made with (issue 34), else null: `employee` then names the key
   * ('API-ключ «…»') with its creator's id.
   */
  api_key: z.object({ id: z.number(), name: z.string() }).nullable(),
  entity: z.string(),
  entity_id: z.number().nullable(),
  booking_id: z.number().nullable(),
  /** That booking's number in the company, as the journal names it ('Бронь №12'); null if not known. */
  booking_number: z.number().nullable(),
  action: z.string(),
  action_label: z.string(),
  /** {field: [before, after]} */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  data: z.record(z.string(), z.unknown()),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

/** The fields' Russian names, as the editor labels them. */
export const auditFieldLabels: Record<string, string> = {
  // A catalogue row, a line, a client: its name first.
  name: 'Название',
  // A room's condition and the housekeeping settings (issue 33).
  condition: 'Состояние',
  reason: 'Причина',
  // An API key (issue 34).
  permissions: 'Права',
  expires_at: 'Действует до',
  revoked_at: 'Отозван',
  note: 'Заметка',
  linen_change: 'Смена белья',
  check_out_makes_dirty: 'Выезд делает номер грязным',
  tidy_hour: 'Час ежедневной уборки',
  linen_every_nights: 'Смена белья, каждые N ночей',
  // A rate plan (issue 32).
  parent_id: 'От тарифа',
  adjustment_kind: 'Наценка',
  adjustment_value: 'Величина',
  is_base: 'Базовый',
  is_refundable: 'Возвратный',
  cancellation_policy: 'Условия отмены',
  food_tariff_id: 'Питание',
  status: 'Статус',
  check_in: 'Заезд',
  check_out: 'Выезд',
  room_id: 'Номер',
  bed_id: 'Койка',
  category_id: 'Категория',
  is_time: 'Почасовая',
  is_group: 'Группа',
  group_parent: 'Группа (бронь)',
  source_id: 'Источник',
  is_early: 'Ранний заезд',
  is_late: 'Поздний выезд',
  is_single: 'Одноместное размещение',
  has_additional: 'Доп. место',
  adult_count: 'Взрослых',
  child_count: 'Детей',
  child_without_place: 'Детей без места',
  main_adult_count: 'Взрослых на основных местах',
  main_child_count: 'Детей на основных местах',
  calculation_type: 'Расчёт',
  custom_price: 'Своя цена',
  common_amount: 'Сумма',
  has_expire: 'Срок оплаты',
  expire_on: 'Оплатить до',
  comment: 'Комментарий',
  guests: 'Гости',
  value: 'Сумма',
  payment_type: 'Вид',
  payment_method_id: 'Способ оплаты',
  amount: 'Сумма',
  quantity: 'Количество',
  day: 'День',
  client_id: 'Клиент',
  role: 'Роль',
  is_active: 'Активен',
  rates: 'Тарифы',
  price: 'Цена',
  description: 'Описание',
  url: 'Адрес',
  events: 'События',
  enabled: 'Включён',
  place_number: 'Мест',
  additional_place: 'Доп. мест',
  category_type: 'Тип',
  service_type: 'Тип',
  discount_kind: 'Вид скидки',
  promo_code: 'Промокод',
  original_booking: 'Исходная бронь',
  // A booking's lines.
  service_id: 'Услуга',
  discount_id: 'Скидка',
  tariff_id: 'Тариф',
  start_date: 'С',
  end_date: 'По',
  is_advance: 'Включено в стоимость',
  has_breakfast_check_in: 'Завтрак в день заезда',
  has_lunch_check_out: 'Обед в день выезда',
  has_supper_check_out: 'Ужин в день выезда',
  rooms: 'Номеров',
  total: 'Итого',
  // Clients.
  last_name: 'Фамилия',
  first_name: 'Имя',
  middle_name: 'Отчество',
  phone_number: 'Телефон',
  email: 'E-mail',
  document_number: 'Документ',
  id_card: 'Удостоверение',
  gender: 'Пол',
  // Catalogues.
  kind: 'Вид',
  food_type: 'Питание',
  price_type: 'Цены',
  period: 'Период',
  prices: 'Цены',
  commission_percent: 'Комиссия, %',
  contact_person: 'Контактное лицо',
  phone: 'Телефон',
  enum: 'Тариф',
  stock_number: 'Мест в день',
  start_time: 'Начало',
  end_time: 'Конец',
  weekdays: 'Дни недели',
  months: 'Месяцы',
  position: 'Порядок',
  // The company.
  object_type: 'Тип объекта',
  timezone: 'Часовой пояс',
  check_in_time: 'Время заезда',
  check_out_time: 'Время выезда',
  booking_time: 'Расчётный час',
  required_fields: 'Обязательные поля',
  address: 'Адрес',
  requisites: 'Реквизиты',
  sftp: 'Выгрузка по SFTP',
  email_template: 'Шаблон письма',
  // A channel block.
  channel_id: 'Канал',
  is_own: 'Свой блок',
  // The booking page: news, banners, pictures.
  title: 'Заголовок',
  text: 'Текст',
  published_at: 'Дата',
  published: 'Опубликована',
  caption: 'Подпись',
  link: 'Ссылка',
  image_id: 'Картинка',
  owner_kind: 'Где',
  is_main: 'Главное фото',
};

/** A line's catalogue reference (the line names it; the id says nothing to staff). */
const lineEntities = new Set([
  'booking_meal',
  'booking_service',
  'booking_discount',
  'food_price',
  'leisure_price',
]);
const catalogueRefs = new Set(['service_id', 'discount_id', 'tariff_id']);
const discountEntities = new Set(['discount', 'booking_discount']);
const instantFields = new Set(['check_in', 'check_out', 'expire_on', 'expires_at', 'revoked_at']);
const moneyFields = new Set(['common_amount', 'custom_price', 'value', 'amount', 'price', 'total']);
const dayFields = new Set(['day', 'start_date', 'end_date', 'published_at']);
const leisureStatusLabels: Record<LeisureOrderStatus, string> = {
  reserved: 'Резерв',
  book: 'Продано',
  stock: 'Сток',
  canceled: 'Отменён',
};
const paymentTypeLabels: Record<string, string> = { payment: 'Оплата', return: 'Возврат' };
const calculationLabels: Record<string, string> = { tariff: 'по тарифу', custom: 'своя цена' };
const discountKindLabels: Record<string, string> = { percent: 'процент', fixed: 'сумма' };
const adjustmentKindLabels: Record<string, string> = { percent: 'процент', amount: 'сумма' };
/** Payment types' and sales channels' kinds share the column name. */
const kindLabels: Record<string, string> = {
  cash: 'наличные',
  card: 'карта',
  transfer: 'перевод',
  online: 'онлайн',
  direct: 'прямая продажа',
  ota: 'онлайн-агентство',
  tour_operator: 'туроператор',
  corporate: 'корпоративный',
};
const genderLabels: Record<string, string> = { male: 'мужской', female: 'женский' };
const serviceTypeLabels: Record<string, string> = { once: 'разово', day: 'за сутки' };
const categoryTypeLabels: Record<string, string> = { room: 'по номерам', koika: 'по койкам' };
const foodPriceTypeLabels: Record<string, string> = { week: 'по дням недели', period: 'по месяцам' };
/** A food price row: its grid and its kind. */
const foodPriceLabels: Record<string, string> = {
  week: 'по дням недели',
  month: 'по месяцам',
  adult: 'взрослые',
  children: 'дети',
  adult_on_reception: 'взрослые на месте',
  children_on_reception: 'дети на месте',
};

const EMPTY = '—';

/** A weekday's or a month's key, as the price grids head their columns. */
export const dayKeyLabels: Record<string, string> = {
  mon: 'пн',
  tue: 'вт',
  wed: 'ср',
  thu: 'чт',
  fri: 'пт',
  sat: 'сб',
  san: 'вс',
  jan: 'янв',
  feb: 'фев',
  mar: 'мар',
  apr: 'апр',
  may: 'май',
  jun: 'июн',
  jul: 'июл',
  aug: 'авг',
  sep: 'сен',
  okt: 'окт',
  nov: 'ноя',
  dec: 'дек',
};
/** A category's rate rows and one-off charges (domain categoryRatesSchema), as the category form names them. */
const rateRowLabels: Record<string, string> = {
  base: 'Цена',
  single: 'Одноместное',
  extra_adult: 'Доп. место взрослого',
  extra_child: 'Доп. место ребёнка',
  child_without_place: 'Ребёнок без места',
};
const rateLabels: Record<string, string> = {
  price_type: 'Цены',
  early_check_in: 'Ранний заезд, цена',
  late_check_out: 'Поздний выезд, цена',
  hour_price: 'Цена часа',
};
/** The company's requisites and SFTP settings, member by member. */
const memberLabels: Record<string, string> = {
  legal_name: 'наименование',
  bin: 'БИН/ИИН',
  legal_address: 'юридический адрес',
  bank: 'банк',
  iik: 'ИИК',
  bik: 'БИК',
  kbe: 'КБе',
  knp: 'КНП',
  director: 'руководитель',
  accountant: 'бухгалтер',
  phone: 'телефон',
  email: 'e-mail',
  host: 'сервер',
  port: 'порт',
  username: 'пользователь',
  folder: 'папка',
  auth_method: 'вход',
};
/** Where a picture belongs (images.owner_kind). */
const imageOwnerLabels: Record<string, string> = {
  category: 'категория',
  company: 'галерея',
  company_logo: 'логотип',
  feed: 'новости',
  strip: 'баннеры',
  leisure: 'досуг',
};
/**
 * The fields that point at another row by id. A record keeps the row's name as it was when written
 * (data.names, migration 0052); an older record is read by a lookup, or as '№id'.
 */
const referenceFields = new Set([
  'category_id',
  'room_id',
  'bed_id',
  'source_id',
  'channel_id',
  'payment_method_id',
  'client_id',
  'service_id',
  'discount_id',
  'tariff_id',
  'image_id',
  'group_parent',
  'original_booking',
]);
const dayKeyFields = new Set(['weekdays', 'months']);
/** A repair's or a block's period is not a stay: 'С' and 'По', not 'Заезд' and 'Выезд'. */
const periodLabels: Record<string, Record<string, string>> = {
  repair: { check_in: 'С', check_out: 'По' },
  block: { check_in: 'С', check_out: 'По' },
};

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** One member of a list: a weekday by its short name, a required field by its label, a row by its name. */
function formatListItem(field: string, item: unknown): string {
  if (typeof item === 'string') {
    if (dayKeyFields.has(field)) return dayKeyLabels[item] ?? item;
    if (field === 'required_fields') return auditFieldLabels[item] ?? item;
    if (field === 'permissions') return permissionLabels[item as Permission] ?? item;
    return item;
  }
  if (isPlainObject(item)) {
    if (typeof item.name === 'string') return formatListItem(field, item.name);
    return Object.entries(item)
      .map(([k, v]) => `${memberLabels[k] ?? auditFieldLabels[k] ?? k}: ${formatListItem(k, v)}`)
      .join(', ');
  }
  return String(item);
}

/** One value as staff read it: dates on the property's clock, tenge, statuses and roles by name. */
export function formatAuditValue(field: string, value: unknown, entity: string, timeZone: string): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (Array.isArray(value))
    return value.length ? value.map((item) => formatListItem(field, item)).join(', ') : EMPTY;
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  // A timestamp column a generic record keeps as it is (an API key's) comes as an ISO string.
  const instant = typeof value === 'string' && instantFields.has(field) ? Date.parse(value) / 1000 : value;
  if (instantFields.has(field) && typeof instant === 'number' && Number.isFinite(instant)) {
    const local = toLocal(Math.floor(instant), timeZone);
    return `${formatDay(local.date)} ${local.time}`;
  }
  if (dayFields.has(field) && typeof value === 'string') return formatDay(value);
  if (moneyFields.has(field) && (typeof value === 'number' || typeof value === 'string')) {
    return Number.isFinite(Number(value)) ? formatTenge(value) : String(value);
  }
  if (field === 'status' && typeof value === 'string') {
    if (entity === 'leisure_order' && (leisureOrderStatuses as readonly string[]).includes(value))
      return leisureStatusLabels[value as LeisureOrderStatus];
    return statusLabels[value as BookingStatus] ?? value;
  }
  if (field === 'condition' && entity === 'room_condition')
    return roomConditionLabels[value as RoomCondition] ?? String(value);
  if (field === 'role' && (roles as readonly string[]).includes(value as string))
    return roleLabels[value as Role];
  if (field === 'payment_type') return paymentTypeLabels[value as string] ?? String(value);
  if (field === 'calculation_type') return calculationLabels[value as string] ?? String(value);
  if (field === 'food_type') return foodTypeLabels[value as FoodType] ?? String(value);
  if (field === 'discount_kind') return discountKindLabels[value as string] ?? String(value);
  if (field === 'adjustment_kind') return adjustmentKindLabels[value as string] ?? String(value);
  if (field === 'kind') return kindLabels[value as string] ?? String(value);
  if (field === 'gender') return genderLabels[value as string] ?? String(value);
  if (field === 'service_type') return serviceTypeLabels[value as string] ?? String(value);
  if (field === 'category_type') return categoryTypeLabels[value as string] ?? String(value);
  if (field === 'owner_kind') return imageOwnerLabels[value as string] ?? String(value);
  if (field === 'price_type' && entity === 'food_tariff')
    return foodPriceTypeLabels[value as string] ?? String(value);
  if (field === 'price_type' || field === 'period') return foodPriceLabels[value as string] ?? String(value);
  if (referenceFields.has(field) && typeof value === 'number') return `№${value}`;
  // A nested value read alone (describeAuditChanges splits it member by member): its members in words.
  if (isPlainObject(value))
    return (
      nestedLines(field, null, value, entity, timeZone)
        .map((l) => `${l.label}: ${l.after}`)
        .join('; ') || EMPTY
    );
  return String(value);
}

export interface AuditChangeLine {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** A nested value's members as {path: leaf}; a list or a scalar is a leaf. */
function leaves(value: unknown, path: string[] = [], out = new Map<string, [string[], unknown]>()) {
  if (isPlainObject(value)) {
    for (const [k, v] of Object.entries(value)) leaves(v, [...path, k], out);
  } else if (path.length > 0) out.set(path.join('.'), [path, value]);
  return out;
}

/** A nested member's label: a category's rate 'Цена пн', a food price 'Цена янв', 'Реквизиты: банк'. */
function nestedLabel(field: string, path: string[]): string {
  const [a = '', b, c] = path;
  if (field === 'rates') {
    if (a === 'rows' && b && c) return `${rateRowLabels[b] ?? b} ${dayKeyLabels[c] ?? c}`;
    return rateLabels[a] ?? path.join(' ');
  }
  if (field === 'prices') return `Цена ${path.map((k) => dayKeyLabels[k] ?? k).join(' ')}`;
  const parent = auditFieldLabels[field] ?? field;
  return `${parent}: ${path.map((k) => memberLabels[k] ?? auditFieldLabels[k] ?? k).join(', ')}`;
}

function nestedValue(field: string, path: string[], value: unknown, entity: string, timeZone: string) {
  const leaf = path.at(-1) ?? field;
  if (field === 'rates' && leaf === 'price_type')
    return formatAuditValue(leaf, value, 'food_tariff', timeZone);
  if (field === 'rates' || field === 'prices') return formatAuditValue('price', value, entity, timeZone);
  return formatAuditValue(leaf, value, entity, timeZone);
}

/** A nested field's members that differ, each a line of its own, in the members' own order. */
function nestedLines(
  field: string,
  before: unknown,
  after: unknown,
  entity: string,
  timeZone: string,
): AuditChangeLine[] {
  const was = leaves(before);
  const now = leaves(after);
  // The members in the form's order (rate rows, then weekdays or months), not jsonb's by key length.
  const order = [...Object.keys(rateRowLabels), ...Object.keys(dayKeyLabels)];
  const rank = (key: string) =>
    key.split('.').map((k) => {
      const i = order.indexOf(k);
      return i < 0 ? order.length : i;
    });
  const inFormOrder = (a: string, b: string) => {
    const [x, y] = [rank(a), rank(b)];
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return 0;
  };
  const paths = [...new Set([...was.keys(), ...now.keys()])].sort(inFormOrder);
  return paths.flatMap((key) => {
    const [path] = (now.get(key) ?? was.get(key))!;
    const b = was.get(key)?.[1];
    const a = now.get(key)?.[1];
    if (JSON.stringify(b) === JSON.stringify(a)) return [];
    return [
      {
        field: `${field}.${key}`,
        label: nestedLabel(field, path),
        before: nestedValue(field, path, b, entity, timeZone),
        after: nestedValue(field, path, a, entity, timeZone),
      },
    ];
  });
}

/**
 * A reference's name on one side (0 before, 1 after): the name the record kept when it was written,
 * else the caller's lookup (an older record), else '№id'. A room changed by a move keeps its names in
 * data.rooms, as the booking's trigger wrote them before names were kept for every reference.
 */
export type AuditNameLookup = (field: string, id: number) => string | undefined;
function referenceName(
  row: Pick<AuditRow, 'data'>,
  field: string,
  side: 0 | 1,
  id: unknown,
  lookup?: AuditNameLookup,
): string {
  if (id === null || id === undefined) return EMPTY;
  const names = isPlainObject(row.data.names) ? row.data.names : {};
  const kept = names[field];
  const name = Array.isArray(kept) ? kept[side] : kept;
  if (typeof name === 'string' && name) return name;
  if (field === 'room_id' && Array.isArray(row.data.rooms) && typeof row.data.rooms[side] === 'string')
    return row.data.rooms[side] as string;
  const found = typeof id === 'number' ? lookup?.(field, id) : undefined;
  return found ?? `№${String(id)}`;
}

/**
 * A record's changed fields as lines 'Заезд: 01.12.2026 14:00 → 02.12.2026 14:00', in the order the
 * labels list them (the editor's order), unknown fields last. An id reads as the row's name at the time
 * (a channel, a room, a category); a nested field (a category's rates, a food tariff's prices, the
 * company's requisites) reads member by member, 'Цена пн: 20 000 ₸ → 22 000 ₸'.
 */
export function describeAuditChanges(
  row: Pick<AuditRow, 'entity' | 'changes' | 'data'>,
  timeZone: string,
  lookup?: AuditNameLookup,
): AuditChangeLine[] {
  const order = Object.keys(auditFieldLabels);
  const rank = (f: string) => {
    const i = order.indexOf(f);
    return i < 0 ? order.length : i;
  };
  const kind = row.changes.discount_kind?.[1] ?? row.changes.discount_kind?.[0];
  const percent = (v: unknown) => (v === null || v === undefined ? EMPTY : `${String(Number(v))} %`);
  return Object.entries(row.changes)
    .filter(([field]) => !(lineEntities.has(row.entity) && catalogueRefs.has(field)))
    .sort(([a], [b]) => rank(a) - rank(b))
    .flatMap(([field, [before, after]]): AuditChangeLine[] => {
      // A discount's value is a percentage unless it is a sum: its kind says which when it is known.
      if (field === 'value' && discountEntities.has(row.entity) && kind !== 'fixed')
        return [
          {
            field,
            label: kind === 'percent' ? 'Скидка, %' : auditFieldLabels.value!,
            before:
              kind === 'percent'
                ? percent(before)
                : formatAuditValue('quantity', before, row.entity, timeZone),
            after:
              kind === 'percent' ? percent(after) : formatAuditValue('quantity', after, row.entity, timeZone),
          },
        ];
      if (isPlainObject(before) || isPlainObject(after))
        return nestedLines(field, before, after, row.entity, timeZone);
      const label = periodLabels[row.entity]?.[field] ?? auditFieldLabels[field] ?? field;
      if (referenceFields.has(field))
        return [
          {
            field,
            label,
            before: referenceName(row, field, 0, before, lookup),
            after: referenceName(row, field, 1, after, lookup),
          },
        ];
      return [
        {
          field,
          label,
          before: formatAuditValue(field, before, row.entity, timeZone),
          after: formatAuditValue(field, after, row.entity, timeZone),
        },
      ];
    });
}

/**
 * What a record's payload adds to its line: the reason of a move or a cancellation, a payment's amount
 * and method, a sale's quantity. Short Russian phrases, in this order.
 */
export function describeAuditData(
  row: Pick<AuditRow, 'entity' | 'action' | 'data'> & Partial<Pick<AuditRow, 'changes'>>,
  timeZone: string,
): string[] {
  const d = row.data;
  const out: string[] = [];
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  if (row.entity === 'payment' && d.amount !== undefined) {
    out.push(formatAuditValue('amount', d.amount, row.entity, timeZone));
    if (d.method) out.push(text(d.method));
    if (d.comment) out.push(`«${text(d.comment)}»`);
  }
  if (row.entity === 'leisure_order' && d.quantity !== undefined) {
    out.push(`${text(d.quantity)} шт. на ${formatAuditValue('day', d.day, row.entity, timeZone)}`);
    if (d.amount !== undefined) out.push(formatAuditValue('amount', d.amount, row.entity, timeZone));
  }
  // A booking made or deleted (a draft closed unsaved, or swept): where, and when it was to be.
  if ((row.action === 'create' || row.action === 'delete') && row.entity === 'booking') {
    if (d.room) out.push(`номер ${text(d.room)}`);
    if (typeof d.check_in === 'number' && typeof d.check_out === 'number')
      out.push(
        `${formatAuditValue('check_in', d.check_in, row.entity, timeZone)} — ${formatAuditValue('check_out', d.check_out, row.entity, timeZone)}`,
      );
  }
  // A channel block: whose, which room, and its period; the draft or booking it went to is the row's own.
  if (row.entity === 'block') {
    if (d.channel) out.push(`${d.is_own === false ? 'чужой блок' : 'свой блок'} канала «${text(d.channel)}»`);
    if (d.room) out.push(`номер ${text(d.room)}`);
    if (typeof d.check_in === 'number' && typeof d.check_out === 'number')
      out.push(
        `${formatAuditValue('check_in', d.check_in, row.entity, timeZone)} — ${formatAuditValue('check_out', d.check_out, row.entity, timeZone)}`,
      );
  }
  // A repair: its room, period and comment as they were.
  if (row.entity === 'repair') {
    // What its changed fields already say (a repair created or deleted lists them all) is not repeated.
    if (d.room && !row.changes?.room_id) out.push(`номер ${text(d.room)}`);
    if (typeof d.check_in === 'number' && typeof d.check_out === 'number' && !row.changes?.check_in)
      out.push(
        `${formatAuditValue('check_in', d.check_in, row.entity, timeZone)} — ${formatAuditValue('check_out', d.check_out, row.entity, timeZone)}`,
      );
    if (d.comment && !row.changes?.comment) out.push(`«${text(d.comment)}»`);
  }
  // A tag's category and a picture's owner, by the names they had.
  const names = (d.names ?? {}) as Record<string, unknown>;
  const kept = (v: unknown) => (Array.isArray(v) ? (v[1] ?? v[0]) : v);
  if (row.entity === 'tag' && typeof kept(names.category_id) === 'string' && !row.changes?.category_id)
    out.push(`категория «${kept(names.category_id)}»`);
  if (row.entity === 'image') {
    // A created or deleted picture says where in its fields; the owner's name is said here.
    const owner = row.changes?.owner_kind
      ? ''
      : formatAuditValue('owner_kind', d.owner_kind, row.entity, timeZone);
    const name = typeof names.owner_id === 'string' ? `«${names.owner_id}»` : '';
    if (owner || name) out.push([owner, name].filter(Boolean).join(' '));
  }
  if ((row.action === 'employee_add' || row.action === 'employee_remove') && d.role)
    out.push(formatAuditValue('role', d.role, row.entity, timeZone));
  // The name, unless a changed field already shows it.
  const nameShown = row.changes?.name || row.changes?.title || row.changes?.caption;
  if (d.name && row.entity !== 'booking' && !nameShown) out.push(text(d.name));
  if (row.entity === 'client' && d.phone) out.push(text(d.phone));
  if (row.entity === 'food_price' && (d.period || d.price_type))
    out.push(
      [d.price_type, d.period]
        .filter(Boolean)
        .map((v) => formatAuditValue('period', v, row.entity, timeZone))
        .join(', '),
    );
  if (row.entity === 'rate_grid') out.push(...rateChangeWords(d));
  // A sale past a rate plan's restrictions: the plan and each rule broken, then the reason below.
  if (row.action === 'restriction_override') {
    if (d.rate_plan) out.push(`тариф «${text(d.rate_plan)}»`);
    if (Array.isArray(d.refusals)) out.push(...d.refusals.map(text));
  }
  if (d.reason) out.push(`Причина: ${text(d.reason)}`);
  return out;
}

/** A stay limit or a mark as the grid's change set it: 'мин. 3 ночи', 'стоп-продажа снята'. */
const restrictionWords: Record<string, (v: unknown) => string> = {
  min_stay: (v) => (v === null ? 'мин. срок снят' : `мин. ${nightsText(Number(v))}`),
  max_stay: (v) => (v === null ? 'макс. срок снят' : `макс. ${nightsText(Number(v))}`),
  closed_to_arrival: (v) => (v ? 'заезд закрыт' : 'заезд открыт'),
  closed_to_departure: (v) => (v ? 'выезд закрыт' : 'выезд открыт'),
  stop_sell: (v) => (v ? 'стоп-продажа' : 'стоп-продажа снята'),
};

/**
 * One change of the price grid (issue 32) in words: its range and weekdays, its categories, the prices
 * or the change of them, and the restrictions set — one journal line for however many cells.
 */
function rateChangeWords(d: Record<string, unknown>): string[] {
  const out: string[] = [];
  if (typeof d.from === 'string' && typeof d.to === 'string') {
    const days =
      Array.isArray(d.weekdays) && d.weekdays.length
        ? ` (${d.weekdays.map((k) => dayKeyLabels[k as string] ?? k).join(', ')})`
        : '';
    out.push(`${formatDay(d.from)} — ${formatDay(d.to)}${days}`);
  }
  if (Array.isArray(d.categories)) out.push(d.categories.join(', '));
  if (isPlainObject(d.prices)) {
    for (const [kind, value] of Object.entries(d.prices)) {
      const label = kind === 'hour_price' ? 'цена часа' : (rateRowLabels[kind] ?? kind).toLowerCase();
      out.push(`${label}: ${value === null ? 'по схеме' : formatTenge(value as string)}`);
    }
  }
  if (isPlainObject(d.price_change)) {
    const value = String(d.price_change.value);
    const signed = value.startsWith('-') ? `\u2212${value.slice(1)}` : `+${value.replace(/^\+/, '')}`;
    out.push(`цены ${signed.replace('.', ',')}${d.price_change.kind === 'percent' ? ' %' : ' ₸'}`);
  }
  if (isPlainObject(d.restrictions)) {
    for (const [field, value] of Object.entries(d.restrictions))
      out.push(restrictionWords[field]?.(value) ?? field);
  }
  if (d.source === 'xlsx') out.push(`загружено из Excel, изменено ячеек: ${String(d.cells)}`);
  return out;
}

/**
 * A record's lines as the journal shows them, one rule for the screen and its export: a changed field
 * 'Поле: было → стало'; a row created or removed whole (a catalogue row, a booking's service) lists its
 * values alone ('Поле: значение'). `notes` is what the payload adds.
 */
export function describeAuditRow(
  row: Pick<AuditRow, 'entity' | 'action' | 'changes' | 'data'>,
  timeZone: string,
  lookup?: AuditNameLookup,
) {
  const whole =
    row.action === 'create' || row.action.endsWith('_add')
      ? ('created' as const)
      : row.action === 'delete' || row.action.endsWith('_remove')
        ? ('removed' as const)
        : null;
  const changes = describeAuditChanges(row, timeZone, lookup).map((c) => ({
    ...c,
    /** What the line says after its label. */
    shown: whole === 'created' ? c.after : whole === 'removed' ? c.before : `${c.before} → ${c.after}`,
  }));
  const lines = changes.map((c) => `${c.label}: ${c.shown}`);
  return { changes, lines, notes: describeAuditData(row, timeZone), whole };
}

/**
 * What a record is about: 'Бронь №12', 'Платёж №40 · Бронь №12', 'Настройки компании'. A booking is
 * named by its number in the company (booking_number), never by its id; 'Бронь' alone when the number
 * is not known (a draft removed before booking numbers).
 */
export function auditSubject(
  row: Pick<AuditRow, 'entity' | 'entity_id' | 'booking_id' | 'booking_number'>,
): string {
  const label = (auditEntityLabels as Record<string, string>)[row.entity] ?? row.entity;
  const booking = (number: number | null) => (number === null ? 'Бронь' : `Бронь №${number}`);
  const itself = row.entity === 'booking' && row.entity_id === row.booking_id;
  if (itself) return booking(row.booking_number);
  const own = row.entity_id === null ? label : `${label} №${row.entity_id}`;
  return row.booking_id !== null ? `${own} · ${booking(row.booking_number)}` : own;
}
