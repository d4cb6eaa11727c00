import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/ApiError.ts';
import { staleVersionOf } from './staleVersion.ts';

const said = 'Бронь изменил Иванов Пётр в 05.12.2026 14:30. Обновите её и повторите';
const hers = 'Бронь изменила Ким Алия в 05.12.2026 14:30. Обновите её и повторите';

describe('staleVersionOf', () => {
  it.each([
    [
      'the named 409',
      new ApiError(409, said, undefined, { error: said, changed_by: 'Иванов Пётр', changed_at: 1796463000 }),
      { name: 'Иванов Пётр', gender: null, message: said },
    ],
    [
      'the named 409 with her gender',
      new ApiError(409, hers, undefined, {
        error: hers,
        changed_by: 'Ким Алия',
        changed_by_gender: 'female',
        changed_at: 1796463000,
      }),
      { name: 'Ким Алия', gender: 'female', message: hers },
    ],
    [
      'nobody named (the system)',
      new ApiError(409, 'Бронь изменил другой сотрудник в …', undefined, { changed_at: 1796463000 }),
      { name: null, gender: null, message: 'Бронь изменил другой сотрудник в …' },
    ],
    ['a taken room', new ApiError(409, 'Номер занят', undefined, { error: 'Номер занят' }), null],
    ['another status', new ApiError(400, said, undefined, { changed_at: 1 }), null],
    ['not an API error', new Error(said), null],
  ])('%s', (_, error, expected) => {
    expect(staleVersionOf(error)).toEqual(expected);
  });
});
