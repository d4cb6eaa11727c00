import { describe, expect, it } from 'vitest';
import { blockReserveRefusal } from './block-rules.ts';
import type { Role } from './roles.ts';

describe('blockReserveRefusal: who may turn a channel block into a reservation', () => {
  it.each<[string, boolean, Role, string | null]>([
    ['the front desk, an own block', true, 'frontdesk', null],
    ['the owner, an own block', true, 'owner', null],
    ['the manager, an own block', true, 'manager', null],
    ['the front desk, a foreign block', false, 'frontdesk', 'Нельзя использовать чужой блок'],
    ['the owner, a foreign block', false, 'owner', 'Нельзя использовать чужой блок'],
    [
      'the accountant, an own block (no bookings.edit)',
      true,
      'accountant',
      'Недостаточно прав для этого действия',
    ],
    ['the housekeeper, an own block', true, 'housekeeper', 'Недостаточно прав для этого действия'],
    ['the housekeeper, a foreign block', false, 'housekeeper', 'Недостаточно прав для этого действия'],
  ])('%s', (_, isOwn, role, refusal) => {
    expect(blockReserveRefusal({ isOwn }, role)).toBe(refusal);
  });
});
