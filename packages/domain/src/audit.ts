/**
 * The audit log ('История' of a booking, 'Журнал действий' of the company; issue 15). The database
 * records it (migration 0033: triggers append to audit_log in the transaction of the change); this file
 * names what it records — the entities, the actions with their Russian labels and typed payloads — and
 * turns a record's changes into the Russian lines the screens show.
 */
import { z } from 'zod';
import { type BookingStatus, statusLabels } from './booking-status.ts';
import { type LeisureOrderStatus, leisureOrderStatuses } from './leisure.ts';
import { idSchema, wholeNumberInput } from './primitives.ts';
import { isLocalDate, reportMessages, reportPeriodProblem } from './report-period.ts';
import { type Role, roleLabels, roles } from './roles.ts';
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
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof auditActionLabels;
export const auditActions = Object.keys(auditActionLabels) as AuditAction[];

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
export interface AuditDataOf {
  create: BookingCreateData | { name?: string };
  update: ReasonData & { name?: string };
  delete: ReasonData & { status?: BookingStatus; room?: string; name?: string };
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
}

/** GET /api/v2/audit/: filters and a page (50 rows by default, 200 at most). */
export const auditMessages = {
  invalidEntity: 'Неизвестный раздел журнала',
  invalidAction: 'Неизвестное действие',
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

/** GET /api/v2/booking/{id}/history/: the booking's records (with its group's), oldest first. */
export const auditRowSchema = z.object({
  id: z.number(),
  /** Unix seconds. */
  at: z.number(),
  /** Null for the system (the sweeper). An employee keeps their name after deactivation. */
  employee: z.object({ id: z.number(), name: z.string() }).nullable(),
  entity: z.string(),
  entity_id: z.number().nullable(),
  booking_id: z.number().nullable(),
  action: z.string(),
  action_label: z.string(),
  /** {field: [before, after]} */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  data: z.record(z.string(), z.unknown()),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

/** The fields' Russian names, as the editor labels them. */
export const auditFieldLabels: Record<string, string> = {
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
  name: 'Название',
  rates: 'Тарифы',
  price: 'Цена',
  description: 'Описание',
  place_number: 'Мест',
  additional_place: 'Доп. мест',
  category_type: 'Тип',
  service_type: 'Тип',
  discount_kind: 'Вид скидки',
  promo_code: 'Промокод',
  original_booking: 'Исходная бронь',
};

const instantFields = new Set(['check_in', 'check_out', 'expire_on']);
const moneyFields = new Set(['common_amount', 'custom_price', 'value', 'amount', 'price']);
const leisureStatusLabels: Record<LeisureOrderStatus, string> = {
  reserved: 'Резерв',
  book: 'Продано',
  stock: 'Сток',
  canceled: 'Отменён',
};
const paymentTypeLabels: Record<string, string> = { payment: 'Оплата', return: 'Возврат' };
const calculationLabels: Record<string, string> = { tariff: 'по тарифу', custom: 'своя цена' };

const EMPTY = '—';

/** One value as staff read it: dates on the property's clock, tenge, statuses and roles by name. */
export function formatAuditValue(field: string, value: unknown, entity: string, timeZone: string): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : EMPTY;
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (instantFields.has(field) && typeof value === 'number') {
    const local = toLocal(value, timeZone);
    return `${formatDay(local.date)} ${local.time}`;
  }
  if (field === 'day' && typeof value === 'string') return formatDay(value);
  if (moneyFields.has(field) && (typeof value === 'number' || typeof value === 'string')) {
    return Number.isFinite(Number(value)) ? formatTenge(value) : String(value);
  }
  if (field === 'status' && typeof value === 'string') {
    if (entity === 'leisure_order' && (leisureOrderStatuses as readonly string[]).includes(value))
      return leisureStatusLabels[value as LeisureOrderStatus];
    return statusLabels[value as BookingStatus] ?? value;
  }
  if (field === 'role' && (roles as readonly string[]).includes(value as string))
    return roleLabels[value as Role];
  if (field === 'payment_type') return paymentTypeLabels[value as string] ?? String(value);
  if (field === 'calculation_type') return calculationLabels[value as string] ?? String(value);
  if (typeof value === 'object') return 'изменены';
  return String(value);
}

export interface AuditChangeLine {
  field: string;
  label: string;
  before: string;
  after: string;
}

/**
 * A record's changed fields as lines 'Заезд: 01.12.2026 14:00 → 02.12.2026 14:00', in the order the
 * labels list them (the editor's order), unknown fields last. A room change names the rooms (the
 * record keeps their names as they were), not their ids.
 */
export function describeAuditChanges(
  row: Pick<AuditRow, 'entity' | 'changes' | 'data'>,
  timeZone: string,
): AuditChangeLine[] {
  const order = Object.keys(auditFieldLabels);
  const rank = (f: string) => {
    const i = order.indexOf(f);
    return i < 0 ? order.length : i;
  };
  const rooms = Array.isArray(row.data.rooms) ? (row.data.rooms as unknown[]) : null;
  return Object.entries(row.changes)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([field, [before, after]]) => {
      const named = field === 'room_id' && rooms;
      return {
        field,
        label: auditFieldLabels[field] ?? field,
        before: named
          ? formatAuditValue(field, rooms[0], row.entity, timeZone)
          : formatAuditValue(field, before, row.entity, timeZone),
        after: named
          ? formatAuditValue(field, rooms[1], row.entity, timeZone)
          : formatAuditValue(field, after, row.entity, timeZone),
      };
    });
}

/**
 * What a record's payload adds to its line: the reason of a move or a cancellation, a payment's amount
 * and method, a sale's quantity. Short Russian phrases, in this order.
 */
export function describeAuditData(
  row: Pick<AuditRow, 'entity' | 'action' | 'data'>,
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
  if ((row.action === 'employee_add' || row.action === 'employee_remove') && d.role)
    out.push(formatAuditValue('role', d.role, row.entity, timeZone));
  if (d.name && row.entity !== 'booking') out.push(text(d.name));
  if (d.reason) out.push(`Причина: ${text(d.reason)}`);
  return out;
}
