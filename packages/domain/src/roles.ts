/**
 * Roles and permissions (issue 15). An employee holds one role per company; a role is a set of
 * permissions, grouped by domain as Mews does (reservations, operations, billing, analytics). The server
 * checks a route's declared permission against the actor's role before the handler runs; the web hides
 * what the role cannot do, and never relies on hiding.
 */

export const permissions = [
  /** The room timeline, the leisure calendar, 'Состояние на сегодня', the live socket. */
  'calendar.view',
  /** The bookings list, the editor read, its price quotes and history; the leisure day's orders. */
  'bookings.view',
  /** Reserve, save, status steps, move, cancel, groups, discounts, tasks, blocks; leisure sales. */
  'bookings.edit',
  /** 'Платеж' and 'Возврат' of a booking, a group or a leisure order. */
  'payments.create',
  /** The client records (the editor's autocomplete). */
  'clients.view',
  /** 'Закрыть на ремонт' and 'Открыть'. */
  'repairs.edit',
  /** Categories, rooms, rates, tariffs, services, discounts, payment types, channels, leisure catalogue. */
  'catalogues.view',
  'catalogues.edit',
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
] as const;
export type Permission = (typeof permissions)[number];

export const roles = ['owner', 'manager', 'frontdesk', 'accountant', 'housekeeper'] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  owner: 'Владелец',
  manager: 'Управляющий',
  frontdesk: 'Администратор',
  accountant: 'Бухгалтер',
  housekeeper: 'Горничная',
};

const all = new Set<Permission>(permissions);
const except = (...left: Permission[]) => new Set(permissions.filter((p) => !left.includes(p)));

/** What each role may do. */
export const rolePermissions: Record<Role, ReadonlySet<Permission>> = {
  owner: all,
  manager: except('employees.roles', 'company.delete'),
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
  ]),
  accountant: new Set<Permission>([
    'calendar.view',
    'bookings.view',
    'payments.create',
    'clients.view',
    'catalogues.view',
    'documents.view',
    'mail.view',
    'reports.view',
    'reports.cash',
    'audit.view',
  ]),
  housekeeper: new Set<Permission>(['calendar.view', 'repairs.edit', 'catalogues.view']),
};

export function can(role: Role, permission: Permission): boolean {
  return rolePermissions[role].has(permission);
}

export const isRole = (value: unknown): value is Role => roles.includes(value as Role);

/** Whether `actor` holds every permission of `role`: only then may they act on someone who has it. */
export function covers(actor: Role, role: Role): boolean {
  return [...rolePermissions[role]].every((p) => can(actor, p));
}

/**
 * Whether `granter` may give `role` to someone (Mews's rule): only roles whose every permission the
 * granter holds, and only with the right to change roles at all.
 */
export function canGrant(granter: Role, role: Role): boolean {
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
  granter: Role;
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
