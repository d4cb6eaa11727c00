import { describe, expect, it } from 'vitest';
import {
  apiKeyCreateSchema,
  apiKeyGrantRefusal,
  apiKeyMessages,
  apiKeyPermissions,
  isApiKeyToken,
  keyRightsOf,
  tooManyKeyRequestsFor,
} from './api-keys.ts';
import { can, covers, discountLimitOf, type Permission, permissions, type Rights } from './roles.ts';

describe('apiKeyGrantRefusal: a key gets only what its creator holds, and nothing of a person', () => {
  const cases: [string, Rights, Permission[], ReturnType<typeof apiKeyGrantRefusal>][] = [
    ['the owner, bookings', 'owner', ['bookings.view', 'bookings.edit'], null],
    ['nothing chosen', 'owner', [], { message: apiKeyMessages.noPermissions }],
    [
      'managing staff',
      'owner',
      ['bookings.view', 'employees.edit'],
      { message: apiKeyMessages.personOnlyPermission, permission: 'employees.edit' },
    ],
    [
      'managing keys',
      'owner',
      ['integrations.manage'],
      { message: apiKeyMessages.personOnlyPermission, permission: 'integrations.manage' },
    ],
    [
      'more than the creator holds',
      'frontdesk',
      ['bookings.view', 'payments.refund'],
      { message: apiKeyMessages.notHeld, permission: 'payments.refund' },
    ],
    ['the front desk, what it holds', 'frontdesk', ['bookings.view', 'payments.create'], null],
  ];
  it.each(cases)('%s', (_name, creator, wanted, expected) => {
    expect(apiKeyGrantRefusal(creator, wanted)).toEqual(expected);
  });
});

describe('keyRightsOf: what a key may do now', () => {
  const cases: [string, string[], Rights, Permission[]][] = [
    ['as given', ['bookings.view', 'calendar.view'], 'owner', ['bookings.view', 'calendar.view']],
    [
      'a creator demoted since: only what they still hold',
      ['bookings.view', 'reports.view'],
      'frontdesk',
      ['bookings.view'],
    ],
    [
      'a person-only permission never counts',
      ['employees.roles', 'bookings.view'],
      'owner',
      ['bookings.view'],
    ],
    ['an unknown name never counts', ['bookings.everything'], 'owner', []],
  ];
  it.each(cases)('%s', (_name, given, creator, expected) => {
    expect([...keyRightsOf(given, creator).permissions].sort()).toEqual([...expected].sort());
  });
});

describe('a key as rights: can, covers and the discount limit', () => {
  const key = keyRightsOf(['bookings.view', 'bookings.edit'], 'owner');
  it.each([
    ['bookings.edit', true],
    ['payments.refund', false],
    ['audit.view', false],
  ] as const)('can(%s) is %s', (permission, expected) => {
    expect(can(key, permission)).toBe(expected);
  });
  it('covers a role only with all its permissions', () => {
    expect(covers(key, 'housekeeper')).toBe(false);
    expect(covers(keyRightsOf(apiKeyPermissions, 'owner'), 'accountant')).toBe(true);
  });
  it.each([
    [['bookings.edit'], 0],
    [['bookings.edit', 'bookings.discount_unlimited'], 100],
  ] as const)('discount limit of %j is %d', (given, limit) => {
    expect(discountLimitOf(keyRightsOf(given, 'owner'))).toBe(limit);
  });
  it('a role keeps its own limit', () => {
    expect(discountLimitOf('frontdesk')).toBe(10);
  });
});

describe('the key permissions and the token', () => {
  it('every permission but a person own', () => {
    expect(apiKeyPermissions).not.toContain('employees.roles');
    expect(apiKeyPermissions).not.toContain('integrations.manage');
    expect(apiKeyPermissions.length).toBe(permissions.length - 4);
  });
  it.each([
    ['pmsk_abc', true],
    ['abc', false],
    ['PMSK_abc', false],
  ])('isApiKeyToken(%s) is %s', (token, expected) => {
    expect(isApiKeyToken(token)).toBe(expected);
  });
  it('the 429 says the wait', () => {
    expect(tooManyKeyRequestsFor(20_000)).toBe(
      'Слишком много запросов с этим API-ключом. Попробуйте через 20\u00a0секунд',
    );
  });
});

describe('apiKeyCreateSchema', () => {
  it.each([
    [{ name: ' Channel ', permissions: ['bookings.view', 'bookings.view'], expires_in_days: 30 }, true],
    [{ name: '', permissions: ['bookings.view'], expires_in_days: 30 }, false],
    [{ name: 'a', permissions: ['bookings.nope'], expires_in_days: 30 }, false],
    [{ name: 'a', permissions: ['bookings.view'], expires_in_days: 0 }, false],
    [{ name: 'a', permissions: ['bookings.view'], expires_in_days: 731 }, false],
    [{ name: 'a', permissions: ['bookings.view'], expires_in_days: 1.5 }, false],
  ])('%j valid: %s', (input, valid) => {
    const parsed = apiKeyCreateSchema.safeParse(input);
    expect(parsed.success).toBe(valid);
    if (parsed.success) expect(parsed.data.permissions).toEqual(['bookings.view']);
  });
});
