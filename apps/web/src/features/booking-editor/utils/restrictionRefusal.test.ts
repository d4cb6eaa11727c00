import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/ApiError.ts';
import { restrictionRefusal } from './restrictionRefusal.ts';

const MIN_STAY = 'Минимальный срок проживания с 30.12 — 3 ночи';

describe('restrictionRefusal: only a rate plan’s restriction is offered to be overridden', () => {
  it.each<[string, unknown, string | null]>([
    [
      'a broken restriction',
      new ApiError(400, MIN_STAY, 'check_in', { error: MIN_STAY, code: 'restriction' }),
      MIN_STAY,
    ],
    ['another 400 on the check-in', new ApiError(400, 'Номер занят', 'check_in', {}), null],
    [
      'a reason without the right',
      new ApiError(403, 'Недостаточно прав', 'restriction_reason', { code: 'restriction' }),
      null,
    ],
    ['not an answer of the server', new Error('offline'), null],
  ])('%s', (_, error, shown) => {
    expect(restrictionRefusal(error)).toBe(shown);
  });
});
