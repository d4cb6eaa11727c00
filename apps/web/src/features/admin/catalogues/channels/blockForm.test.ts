import { describe, expect, it } from 'vitest';
import { blockBody, blockFormSchema } from './blockForm.ts';

const company = { timezone: 'Asia/Almaty', check_in_time: '14:00', check_out_time: '12:00' };

describe('the add-block form', () => {
  it('runs the block from check-in on the first day to check-out on the last, in the property zone', () => {
    const values = blockFormSchema.parse({
      channel: 2,
      category: 1,
      rooms: [5, 6],
      start: '2027-03-01',
      end: '2027-03-04',
      is_own: false,
    });
    expect(blockBody(values, company)).toEqual({
      channel: 2,
      category: 1,
      rooms: [5, 6],
      // Almaty is UTC+5: 14:00 there is 09:00 UTC, 12:00 is 07:00 UTC.
      start: Date.UTC(2027, 2, 1, 9) / 1000,
      end: Date.UTC(2027, 2, 4, 7) / 1000,
      is_own: false,
    });
  });

  it('asks for rooms and a last day after the first', () => {
    const result = blockFormSchema.safeParse({
      channel: 2,
      category: 1,
      rooms: [],
      start: '2027-03-04',
      end: '2027-03-04',
      is_own: true,
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      rooms: 'Выберите номера',
      end: 'Дата окончания должна быть позже даты начала',
    });
  });
});
