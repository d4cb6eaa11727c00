/**
 * Roles and permissions (issue 15). An employee holds one role per company; a role is a set of
 * permissions, grouped by domain as Mews does (reservations, operations, billing, analytics). The server
 * checks a route's declared permission against the actor's role before the handler runs; the web hides
 * what the role cannot do, and never relies on hiding.
 */

export const permissions = [
  /** The room timeline, the leisure calendar, 'Состояние на сегодня', the live socket. */
  'calendar.view',
  /**
   * The bookings list, the editor read, its price quotes and history; the leisure day's orders. It is
   * also the money permission of the calendar: without it the bars carry no amounts and no debts, and the
   * calendar cannot be exported.
   */
  'bookings.view',
  /** Reserve, save, status steps, move, cancel, groups, discounts, tasks, blocks; leisure sales. */
  'bookings.edit',
  /** 'Платеж' of a booking, a group or a leisure order. */
  'payments.create',
  /** 'Возврат': giving money back (booking, group, leisure order); never more than was paid. */
  'payments.refund',
  /**
   * A price of one's own: 'фиксированная цена' or 'итоговая цена' instead of the rates (the editor's save
   * and the group's). Without it the stored price type and price may only be kept or set back to the rates.
   */
  'bookings.price_override',
  /** Discounts above the role's limit (discountLimits), up to the whole subtotal. */
  'bookings.discount_unlimited',
  /**
   * Selling past a rate plan's restrictions (minimum stay, closed to arrival, stop-sell …) with a reason,
   * which the journal keeps (issue 32).
   */
  'bookings.restriction_override',
  /** The client records (the editor's autocomplete). */
  'clients.view',
  /** 'Закрыть на ремонт' and 'Открыть'. */
  'repairs.edit',
  /** Categories, rooms, rates, tariffs, services, discounts, payment types, channels, leisure catalogue. */
  'catalogues.view',
  'catalogues.edit',
  /** 'Цены и ограничения': rate plans, their prices by date and restrictions (issue 32). */
  'rates.edit',
  /** Invoices, cash orders, confirmations, coupons, tickets. */
  'documents.view',
  /** The send log, and sending a confirmation. */
  'mail.view',
  'mail.send',
  /** Occupancy, revenue and the arrivals forecast. */
  'reports.view',
  /** The cash report of a shift. */
  'reports.cash',
  'employees.view',
  /** Invite, edit and deactivate employees. */
  'employees.edit',
  /** Change another employee's role. */
  'employees.roles',
  /** The company's settings, requisites, template, pictures, news, banners and SFTP export. */
  'company.edit',
  'company.delete',
  /** 'Журнал действий': every change in the company. */
  'audit.view',
  /**
   * 'Уборка' (issue 33, docs/housekeeping.md): room conditions, one's own rooms and tasks of the day.
   * Without 'housekeeping.assign' the board shows only the rooms assigned to oneself.
   */
  'housekeeping.view',
  /** Marking a room's or a bed's condition ('Грязный' … 'Проверен', 'Не работает'); one's own tasks. */
  'housekeeping.edit',
  /**
   * The supervisor's: every room on the board, assigning rooms to housekeepers, free tasks for anyone,
   * the printed sheets, the housekeeping settings and reports.
   */
  'housekeeping.assign',
  /**
   * 'Интеграции' (issue 34, docs/integrations.md): the company's API keys for partners. The owner's only:
   * a key acts in the company without a person behind each request.
   */
  'integrations.manage',
] as const;
export type Permission = (typeof permissions)[number];

export const roles = [
  'owner',
  'manager',
  'frontdesk',
  'accountant',
  'housekeeping_supervisor',
  'housekeeper',
] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  owner: 'Владелец',
  manager: 'Управляющий',
  frontdesk: 'Администратор',
  accountant: 'Бухгалтер',
  housekeeping_supervisor: 'Старшая горничная',
  housekeeper: 'Горничная',
};

const all = new Set<Permission>(permissions);
const except = (...left: Permission[]) => new Set(permissions.filter((p) => !left.includes(p)));

/** What each role may do. */
export const rolePermissions: Record<Role, ReadonlySet<Permission>> = {
  owner: all,
  manager: except('employees.roles', 'company.delete', 'integrations.manage'),
  // The front desk takes payments and gives the discounts within its limit; overriding a price, larger
  // discounts and refunds are a manager's (issue 25: a free stay and a cash 'refund' of the difference).
  frontdesk: new Set<Permission>([
    'calendar.view',
    'bookings.view',
    'bookings.edit',
    'payments.create',
    'clients.view',
    'repairs.edit',
    'catalogues.view',
    'documents.view',
    'mail.view',
    'mail.send',
    'reports.cash',
    'housekeeping.view',
    'housekeeping.edit',
  ]),
  // The accountant refunds (she reconciles the cash and already takes payments) but changes no price: the
  // price and the refund are in different hands.
  accountant: new Set<Permission>([
    'calendar.view',
    'bookings.view',
    'payments.create',
    'payments.refund',
    'clients.view',
    'catalogues.view',
    'documents.view',
    'mail.view',
    'reports.view',
    'reports.cash',
    'audit.view',
  ]),
  // The supervisor (issue 33) assigns the rooms and sees every one; like a housekeeper, no money, no
  // guests' contacts, no catalogues.
  housekeeping_supervisor: new Set<Permission>([
    'calendar.view',
    'repairs.edit',
    'housekeeping.view',
    'housekeeping.edit',
    'housekeeping.assign',
  ]),
  // Least privilege: the room timeline (who is in, arriving, leaving), repairs and her own rooms' and
  // tasks' housekeeping; no money, no catalogues (their prices and commissions), no company settings.
  housekeeper: new Set<Permission>([
    'calendar.view',
    'repairs.edit',
    'housekeeping.view',
    'housekeeping.edit',
  ]),
};

/** The Russian name of each permission, as the role editor shows it. */
export const permissionLabels: Record<Permission, string> = {
  'calendar.view': 'Календарь и состояние на сегодня',
  'bookings.view': 'Просмотр броней и их сумм',
  'bookings.edit': 'Бронирование и изменение броней',
  'payments.create': 'Приём оплаты',
  'payments.refund': 'Возврат оплаты',
  'bookings.price_override': 'Своя цена брони (фиксированная или итоговая)',
  'bookings.discount_unlimited': 'Скидки без ограничения',
  'bookings.restriction_override': 'Продажа в обход ограничений тарифа',
  'clients.view': 'Клиенты',
  'repairs.edit': 'Закрытие номеров на ремонт',
  'catalogues.view': 'Просмотр справочников и цен',
  'catalogues.edit': 'Изменение справочников и цен',
  'rates.edit': 'Тарифы, цены по датам и ограничения',
  'documents.view': 'Документы',
  'mail.view': 'Журнал писем',
  'mail.send': 'Отправка писем',
  'reports.view': 'Отчёты',
  'reports.cash': 'Кассовый отчёт',
  'employees.view': 'Список сотрудников',
  'employees.edit': 'Приглашение и изменение сотрудников',
  'employees.roles': 'Назначение ролей',
  'company.edit': 'Настройки компании, реквизиты, SFTP',
  'company.delete': 'Удаление компании',
  'audit.view': 'Журнал действий',
  'housekeeping.view': 'Уборка: состояние номеров и свои задачи',
  'housekeeping.edit': 'Отметка состояния номеров',
  'housekeeping.assign': 'Назначение горничных, листы уборки, настройки и отчёты уборки',
  'integrations.manage': 'Интеграции: API-ключи',
};

/**
 * The largest discount a role gives without 'bookings.discount_unlimited', in percent of the booking's
 * subtotal (accommodation, meals and services). Roles that cannot edit bookings give none.
 */
export const discountLimits: Record<Role, number> = {
  owner: 100,
  manager: 100,
  frontdesk: 10,
  accountant: 0,
  housekeeping_supervisor: 0,
  housekeeper: 0,
};

/**
 * What an API key may do (issue 34, docs/integrations.md): the permissions it was given, of those its
 * creator still holds. It acts as a role does everywhere a rule asks what the actor may do.
 */
export interface KeyRights {
  readonly permissions: ReadonlySet<Permission>;
}

/** Who a rule asks about: an employee's role, or an API key's rights. */
export type Rights = Role | KeyRights;

export const permissionsOf = (rights: Rights): ReadonlySet<Permission> =>
  typeof rights === 'string' ? rolePermissions[rights] : rights.permissions;

export function can(rights: Rights, permission: Permission): boolean {
  return permissionsOf(rights).has(permission);
}

/**
 * The largest discount in percent of the subtotal: a role's own limit; a key gives discounts only
 * with 'bookings.discount_unlimited' (no limit was chosen for it).
 */
export function discountLimitOf(rights: Rights): number {
  if (typeof rights === 'string') return discountLimits[rights];
  return rights.permissions.has('bookings.discount_unlimited') ? 100 : 0;
}

export const isRole = (value: unknown): value is Role => roles.includes(value as Role);

/** Whether `actor` holds every permission of `role`: only then may they act on someone who has it. */
export function covers(actor: Rights, role: Role): boolean {
  return [...rolePermissions[role]].every((p) => can(actor, p));
}

/**
 * Whether `granter` may give `role` to someone (Mews's rule): only roles whose every permission the
 * granter holds, and only with the right to change roles at all.
 */
export function canGrant(granter: Rights, role: Role): boolean {
  return can(granter, 'employees.roles') && covers(granter, role);
}

/** The role a new employee gets when the inviter names none (or may not choose one). */
export const DEFAULT_ROLE: Role = 'frontdesk';

export const roleMessages = {
  forbidden: 'Недостаточно прав для этого действия',
  ownRole: 'Свою роль изменить нельзя',
  cannotGrant: 'Нельзя выдать роль с правами, которых у вас нет',
  lastOwner: 'Нельзя лишить компанию последнего владельца',
  invalidRole: 'Неизвестная роль',
  cannotManage: 'Нельзя менять сотрудника с правами, которых у вас нет',
} as const;

/**
 * The refusal of a role change, or null: nobody edits their own rights; the granter must be able to give
 * the new role and to take the old one; the company keeps at least one active owner.
 */
export function roleChangeRefusal(input: {
  granter: Rights;
  granterIsTarget: boolean;
  from: Role;
  to: Role;
  /** Active owners of the company other than the target. */
  otherOwners: number;
}): string | null {
  if (input.granterIsTarget) return roleMessages.ownRole;
  if (!canGrant(input.granter, input.to) || !canGrant(input.granter, input.from))
    return roleMessages.cannotGrant;
  if (input.from === 'owner' && input.to !== 'owner' && input.otherOwners === 0)
    return roleMessages.lastOwner;
  return null;
}
