import { describe, expect, it } from 'vitest';
import {
  can,
  canGrant,
  covers,
  type Permission,
  type Role,
  roleChangeRefusal,
  roleMessages,
  roles,
} from './roles.ts';

describe('can', () => {
  const cases: [Role, Permission, boolean][] = [
    ['owner', 'company.delete', true],
    ['owner', 'employees.roles', true],
    ['manager', 'catalogues.edit', true],
    ['manager', 'employees.edit', true],
    ['manager', 'employees.roles', false],
    ['manager', 'company.delete', false],
    ['frontdesk', 'bookings.edit', true],
    ['frontdesk', 'payments.create', true],
    ['frontdesk', 'catalogues.view', true],
    ['frontdesk', 'catalogues.edit', false],
    ['frontdesk', 'reports.view', false],
    ['frontdesk', 'reports.cash', true],
    ['accountant', 'payments.create', true],
    ['accountant', 'reports.view', true],
    ['accountant', 'bookings.edit', false],
    ['accountant', 'documents.view', true],
    ['housekeeper', 'calendar.view', true],
    ['housekeeper', 'repairs.edit', true],
    ['housekeeper', 'bookings.view', false],
    ['housekeeper', 'payments.create', false],
    // Issue 25: a price of one's own, an unlimited discount and a refund are a manager's.
    ['frontdesk', 'bookings.price_override', false],
    ['frontdesk', 'bookings.discount_unlimited', false],
    ['frontdesk', 'bookings.restriction_override', false],
    ['accountant', 'bookings.restriction_override', false],
    ['frontdesk', 'payments.refund', false],
    ['manager', 'bookings.price_override', true],
    ['manager', 'bookings.discount_unlimited', true],
    ['manager', 'bookings.restriction_override', true],
    ['owner', 'bookings.restriction_override', true],
    ['manager', 'payments.refund', true],
    ['accountant', 'payments.refund', true],
    ['accountant', 'bookings.price_override', false],
    // Least privilege: the housekeeper sees no catalogue (prices, commissions).
    ['housekeeper', 'catalogues.view', false],
    // Issue 33: housekeeping. The housekeeper marks rooms; the supervisor also assigns; neither sees money
    // or guests' contacts (bookings.view, clients.view).
    ['housekeeper', 'housekeeping.view', true],
    ['housekeeper', 'housekeeping.edit', true],
    ['housekeeper', 'housekeeping.assign', false],
    ['housekeeping_supervisor', 'housekeeping.assign', true],
    ['housekeeping_supervisor', 'housekeeping.edit', true],
    ['housekeeping_supervisor', 'repairs.edit', true],
    ['housekeeping_supervisor', 'bookings.view', false],
    ['housekeeping_supervisor', 'clients.view', false],
    ['housekeeping_supervisor', 'payments.create', false],
    ['frontdesk', 'housekeeping.edit', true],
    ['frontdesk', 'housekeeping.assign', false],
    ['manager', 'housekeeping.assign', true],
    ['accountant', 'housekeeping.view', false],
  ];
  it.each(cases)('%s may %s: %s', (role, permission, expected) => {
    expect(can(role, permission)).toBe(expected);
  });
});

describe('granting roles', () => {
  it('the owner covers and grants every role; a manager covers all but the owner and grants none', () => {
    for (const role of roles) {
      expect(covers('owner', role)).toBe(true);
      expect(canGrant('owner', role)).toBe(true);
      expect(covers('manager', role)).toBe(role !== 'owner');
      expect(canGrant('manager', role)).toBe(false);
    }
    expect(covers('frontdesk', 'housekeeper')).toBe(true);
    expect(covers('housekeeping_supervisor', 'housekeeper')).toBe(true);
    expect(covers('frontdesk', 'housekeeping_supervisor')).toBe(false);
    expect(covers('frontdesk', 'accountant')).toBe(false);
  });

  const change = (over: Partial<Parameters<typeof roleChangeRefusal>[0]>) =>
    roleChangeRefusal({
      granter: 'owner',
      granterIsTarget: false,
      from: 'frontdesk',
      to: 'manager',
      otherOwners: 1,
      ...over,
    });
  const cases: [string, Partial<Parameters<typeof roleChangeRefusal>[0]>, string | null][] = [
    ['the owner promotes a receptionist', {}, null],
    ['nobody edits their own role', { granterIsTarget: true }, roleMessages.ownRole],
    ['a manager cannot change roles', { granter: 'manager', to: 'accountant' }, roleMessages.cannotGrant],
    ['the owner makes a second owner', { to: 'owner' }, null],
    ['an owner steps another owner down while one remains', { from: 'owner', to: 'manager' }, null],
    [
      'the last owner cannot be demoted',
      { from: 'owner', to: 'manager', otherOwners: 0 },
      roleMessages.lastOwner,
    ],
    ['an owner stays owner even when alone', { from: 'owner', to: 'owner', otherOwners: 0 }, null],
  ];
  it.each(cases)('%s', (_, over, expected) => {
    expect(change(over)).toBe(expected);
  });
});
