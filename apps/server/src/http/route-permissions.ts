/**
 * What each API route needs (issue 15), declared once per route here and checked by the auth hook
 * (auth-context.ts) before any handler runs. A route missing from this table stops the app at start-up
 * (`declarePermissions`), so a new route cannot be forgotten; the permission matrix test walks the same
 * table for every role.
 *
 * - a permission: the actor's role in the request's company must hold it (domain roles.ts);
 * - `{ permission, company: 'param' }`: the role in the company the route's `:id` names (a company's own
 *   settings page edits that company, not necessarily the chosen one);
 * - 'signedIn': any signed-in employee (their own profile, their companies, the company's settings that
 *   every screen reads);
 * - 'public': no session at all (the route says `config.public` too).
 */
import type { Permission } from '@pms/domain';
import type { FastifyInstance } from 'fastify';

export type RouteAccess = Permission | { permission: Permission; company: 'param' } | 'signedIn' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set from routePermissions at registration; read by the auth hook. */
    access?: RouteAccess;
  }
}

export const routePermissions: Record<string, RouteAccess> = {
  'GET /api/health/': 'public',
  'POST /api/v2/auth/login/': 'public',
  'GET /api/v2/images/:id/:etag/': 'public',
  'GET /api/v2/images/:id/:etag/thumb/': 'public',
  // An issued document's link is its own secret (a long random token).
  'GET /api/v2/documents/:token/': 'public',
  // An invitation link's token is its own proof (mailed to the address only); rate-limited as the login.
  'POST /api/v2/auth/invitation/': 'public',
  'POST /api/v2/auth/invitation/accept/': 'public',

  'POST /api/v2/auth/logout/': 'signedIn',
  'GET /api/v2/user/employees/profile/': 'signedIn',
  'PUT /api/v2/user/employees/profile-edit/': 'signedIn',
  'POST /api/v2/user/employees/change-password/': 'signedIn',
  'POST /api/v2/user/employees/profile/confirm-email/': 'signedIn',
  'POST /api/v2/user/employees/invitations/:id/accept/': 'signedIn',
  'DELETE /api/v2/user/employees/invitations/:id/': 'signedIn',
  'GET /api/v2/companies/': 'signedIn',
  // Anyone may open a company of their own, and owns it.
  'POST /api/v2/companies/': 'signedIn',
  'GET /api/v2/companies/list/': 'signedIn',
  'POST /api/v2/companies/choose/': 'signedIn',
  // Only the companies whose settings the employee may edit (companies/export in company-settings).
  'GET /api/v2/companies/export/': 'signedIn',
  'GET /api/v2/companies/:id/': 'signedIn',
  'PUT /api/v2/companies/:id/': { permission: 'company.edit', company: 'param' },
  'DELETE /api/v2/companies/:id/': { permission: 'company.delete', company: 'param' },
  // Every screen reads the company's type, zone and required fields; the requisites and SFTP settings
  // only come with 'company.edit' (companies.presenter.ts).
  'GET /api/v2/companies/info/': 'signedIn',
  'GET /api/v2/companies/info/main-image/': 'signedIn',

  'PATCH /api/v2/companies/info/': 'company.edit',
  'POST /api/v2/companies/info/sftp-check/': 'company.edit',
  'GET /api/v2/companies/info/template/': 'company.edit',
  'PUT /api/v2/companies/info/template/': 'company.edit',
  'POST /api/v2/companies/info/template/preview/': 'company.edit',
  'POST /api/v2/companies/info/sftp-export/': 'company.edit',
  'GET /api/v2/companies/info/sftp-export/': 'company.edit',
  'PUT /api/v2/companies/info/upload-main-image/': 'company.edit',
  'GET /api/v2/companies/images/': 'catalogues.view',
  'POST /api/v2/companies/images/': 'company.edit',
  'GET /api/v2/companies/images/:id/': 'catalogues.view',
  'DELETE /api/v2/companies/images/:id/': 'company.edit',

  'GET /api/v2/user/responsibles/': 'bookings.view',
  'GET /api/v2/user/employees/': 'employees.view',
  'POST /api/v2/user/employees/': 'employees.edit',
  'POST /api/v2/user/employees/:id/resend-invitation/': 'employees.edit',
  'GET /api/v2/user/employees/:id/': 'employees.view',
  // A role change inside also needs 'employees.roles' (modules/employees/employee-policies.ts).
  'PATCH /api/v2/user/employees/:id/': 'employees.edit',
  'PUT /api/v2/user/employees/:id/': 'employees.edit',
  // Deactivates the membership: employees are never deleted, so the history keeps their names.
  'DELETE /api/v2/user/employees/:id/': 'employees.edit',

  'GET /api/v2/main/calendar/': 'calendar.view',
  // The export carries the amounts and debts: whoever sees bookings' money (issue 25).
  'GET /api/v2/main/export-calendar/': 'bookings.view',
  'GET /api/v2/main/today/': 'calendar.view',
  'GET /api/v2/main/calendar-time/': 'calendar.view',
  'GET /api/v2/main/calendar-leisure/:id/': 'calendar.view',
  // A day's tariffs with their prices, for a sale.
  'GET /api/v2/main/leisure-price/': 'bookings.view',

  'POST /api/booking/': 'bookings.edit',
  'DELETE /api/v2/booking/:id/permanent/': 'bookings.edit',
  'POST /api/v2/categories/room-repair/': 'repairs.edit',
  'DELETE /api/v2/categories/room-repair/:id/': 'repairs.edit',
  'PATCH /api/chanel/block/:id/': 'bookings.edit',
  'POST /api/chanel/block/:id/remove_only_room/': 'bookings.edit',
  'POST /api/chanel/block/:id/reserve/': 'bookings.edit',

  'GET /api/v2/booking/list/': 'bookings.view',
  'GET /api/v2/booking/list/counts/': 'bookings.view',
  'GET /api/v2/booking/list/export/': 'bookings.view',
  'GET /api/v2/booking/:id/': 'bookings.view',
  'PUT /api/v2/booking/:id/': 'bookings.edit',
  'DELETE /api/v2/booking/:id/': 'bookings.edit',
  // A price quote writes nothing.
  'POST /api/v2/booking/:id/price/': 'bookings.view',
  'POST /api/v2/booking/:id/status/': 'bookings.edit',
  'POST /api/v2/booking/:id/book/': 'bookings.edit',
  'POST /api/v2/booking/:id/check-in/': 'bookings.edit',
  'POST /api/v2/booking/:id/check-out/': 'bookings.edit',
  'POST /api/v2/booking/:id/discounts/': 'bookings.edit',
  'DELETE /api/v2/booking/:id/discounts/:rowId/': 'bookings.edit',
  'DELETE /api/v2/booking/:id/tasks/': 'bookings.edit',
  'POST /api/v2/booking/payments/': 'payments.create',
  'GET /api/v2/booking/group/:id/': 'bookings.view',
  'PUT /api/v2/booking/group/:id/': 'bookings.edit',
  'DELETE /api/v2/booking/group/:id/': 'bookings.edit',
  'POST /api/v2/booking/group/:id/price/': 'bookings.view',
  'POST /api/v2/booking/group/:id/status/': 'bookings.edit',
  'POST /api/v2/booking/:id/group/': 'bookings.edit',
  'PATCH /api/v2/booking/:id/move/': 'bookings.edit',
  'POST /api/v2/booking/:id/move/quote/': 'bookings.view',
  'GET /api/v2/client/client-list/': 'clients.view',

  'POST /api/v2/leisure/booking/': 'bookings.edit',
  'GET /api/v2/leisure/booking/': 'bookings.view',
  'GET /api/v2/leisure/booking/:id/': 'bookings.view',
  'PATCH /api/v2/leisure/booking/:id/': 'bookings.edit',
  'DELETE /api/v2/leisure/booking/:id/': 'bookings.edit',
  'POST /api/v2/leisure/payments/': 'payments.create',
  'GET /api/v2/leisure/booking/:id/ticket/': 'documents.view',

  'GET /api/v2/booking/parishioner/:id/': 'documents.view',
  'GET /api/v2/booking/invoice/:id/': 'documents.view',
  'GET /api/v2/booking/invoice/group/:id/': 'documents.view',
  'GET /api/v2/booking/:id/ticket/': 'documents.view',
  'GET /api/v2/booking/group/:id/ticket/': 'documents.view',
  'POST /api/v2/booking/:id/coupons/': 'documents.view',
  'POST /api/v2/booking/group/:id/coupons/': 'documents.view',

  'POST /api/v2/booking/:id/send-email/': 'mail.send',
  'POST /api/v2/booking/group/:id/send-email/': 'mail.send',
  'GET /api/v2/mail/': 'mail.view',
  'GET /api/v2/mail/:id/': 'mail.view',
  'GET /api/v2/mail/:id/raw/': 'mail.view',
  'GET /api/v2/mail/:id/attachments/:n/': 'mail.view',
  'POST /api/v2/mail/:id/retry/': 'mail.send',

  'GET /api/v2/reports/occupancy/': 'reports.view',
  'GET /api/v2/reports/occupancy/xlsx/': 'reports.view',
  'GET /api/v2/reports/revenue/': 'reports.view',
  'GET /api/v2/reports/revenue/xlsx/': 'reports.view',
  'GET /api/v2/reports/forecast/': 'reports.view',
  'GET /api/v2/reports/forecast/xlsx/': 'reports.view',
  'GET /api/v2/reports/cash/': 'reports.cash',
  'GET /api/v2/reports/cash/xlsx/': 'reports.cash',
  'GET /api/v2/reports/cash/document/': 'reports.cash',

  'GET /api/v2/audit/': 'audit.view',
  // The account's own journal (archived and deleted companies): each employee reads what concerns them.
  'GET /api/v2/audit/account/': 'signedIn',
  'GET /api/v2/booking/:id/history/': 'bookings.view',

  // The catalogues: everyone who works with bookings reads them; changing them (prices among them) is
  // the managers'.
  'GET /api/v2/categories/': 'catalogues.view',
  'POST /api/v2/categories/': 'catalogues.edit',
  'GET /api/v2/categories/:id/': 'catalogues.view',
  'PUT /api/v2/categories/:id/': 'catalogues.edit',
  'DELETE /api/v2/categories/:id/': 'catalogues.edit',
  'GET /api/v2/categories/rooms/': 'catalogues.view',
  'POST /api/v2/categories/rooms/': 'catalogues.edit',
  'GET /api/v2/categories/rooms/:id/': 'catalogues.view',
  'PUT /api/v2/categories/rooms/:id/': 'catalogues.edit',
  'DELETE /api/v2/categories/rooms/:id/': 'catalogues.edit',
  'GET /api/v2/categories/category-rooms/:id/': 'catalogues.view',
  'POST /api/v2/categories/tags/': 'catalogues.edit',
  'PATCH /api/v2/categories/tags/:id/': 'catalogues.edit',
  'DELETE /api/v2/categories/tags/:id/': 'catalogues.edit',
  'POST /api/v2/categories/images/': 'catalogues.edit',
  'PATCH /api/v2/categories/images/main/:id/': 'catalogues.edit',
  'DELETE /api/v2/categories/images/:id/': 'catalogues.edit',
  'GET /api/v2/categories/leisure-category-rooms/:id/': 'catalogues.view',
  'POST /api/v2/categories/leisure-images/': 'catalogues.edit',
  'PATCH /api/v2/categories/leisure-images/:id/': 'catalogues.edit',
  'PATCH /api/v2/categories/leisure-images/main/:id/': 'catalogues.edit',
  'DELETE /api/v2/categories/leisure-images/:id/': 'catalogues.edit',
  'GET /api/v2/sales-channels/tour-operators/': 'catalogues.view',
  'POST /api/v2/sales-channels/add-blocks/': 'catalogues.edit',
  'GET /api/v2/tariffs/foods/with-prices/': 'catalogues.view',
  'GET /api/v2/tariffs/food-weekdays/:id/': 'catalogues.view',
  'PATCH /api/v2/tariffs/food-weekdays/:id/': 'catalogues.edit',
  'GET /api/v2/tariffs/food-months/:id/': 'catalogues.view',
  'PATCH /api/v2/tariffs/food-months/:id/': 'catalogues.edit',
  ...catalogue('/api/v2/service-discount/services/'),
  ...catalogue('/api/v2/service-discount/discounts/'),
  ...catalogue('/api/v2/companies/payment-types/'),
  ...catalogue('/api/v2/sales-channels/', 'PATCH'),
  ...catalogue('/api/v2/tariffs/foods/'),
  ...catalogue('/api/v2/companies/feed/'),
  ...catalogue('/api/v2/companies/strip/'),
  ...catalogue('/api/v2/categories/leisure/'),
  // The leisure calendar's tabs: names and photos, no money; a leisure property's '/' for every role
  // that sees the calendar, as the hotel calendar lists its rooms (the housekeeper has no catalogues).
  'GET /api/v2/categories/leisure/': 'calendar.view',
  ...catalogue('/api/v2/categories/leisure-rooms/'),
  ...catalogue('/api/v2/categories/leisure-tariffs/'),
};

/** A catalogue's five routes (http/catalogue/define-catalogue.ts): read with the view, write with the edit. */
function catalogue(path: string, update: 'PUT' | 'PATCH' = 'PUT'): Record<string, Permission> {
  return {
    [`GET ${path}`]: 'catalogues.view',
    [`POST ${path}`]: 'catalogues.edit',
    [`GET ${path}:id/`]: 'catalogues.view',
    [`${update} ${path}:id/`]: 'catalogues.edit',
    [`DELETE ${path}:id/`]: 'catalogues.edit',
  };
}

/** The permission a route access needs, or null for 'signedIn' and 'public'. */
export function permissionOf(access: RouteAccess): Permission | null {
  if (access === 'signedIn' || access === 'public') return null;
  return typeof access === 'string' ? access : access.permission;
}

/** Only the API needs declarations: the web's files, the API docs and the socket check their own. */
const declares = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Gives every API route its access from the table as it registers, and refuses to start with a route
 * the table does not name, or a public one the table does not call public.
 */
export function declarePermissions(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!declares(route.url)) return;
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD route beside every GET; it answers what the GET would.
      const key = `${method === 'HEAD' ? 'GET' : method} ${route.url}`;
      // A route a test adds for itself says its access in its own config; the app's are in the table.
      const access = route.config?.access ?? routePermissions[key];
      if (!access) throw new Error(`${key}: no permission declared in http/route-permissions.ts`);
      if ((access === 'public') !== Boolean(route.config?.public))
        throw new Error(`${key}: 'public' in http/route-permissions.ts and config.public must agree`);
      route.config = { ...route.config, access };
    }
  });
}
