import { calendarMessages, messages } from '@pms/domain';
import { describe, expect, it } from 'vitest';
import type { CompanyInfoResponse } from '../../../api/types.ts';
import type { CalendarItem } from '../types/calendarTypes.ts';
import { blockFormSchema } from './blockFormSchema.ts';
import { moveFormSchema } from './moveFormSchema.ts';
import { reserveFormSchema } from './reserveFormSchema.ts';

const company = {
  timezone: 'Asia/Almaty',
  check_in_time: '14:00',
  check_out_time: '12:00',
  booking_time: 'full',
} as CompanyInfoResponse;
const target = {
  roomId: 7,
  roomName: '101',
  categoryId: 1,
  bedId: null,
  bedName: null,
  fromDate: '2030-03-10',
  toDate: '2030-03-10',
};
/** An instant of the property's zone (UTC+5). */
const at = (local: string) => new Date(`${local}:00+05:00`).getTime() / 1000;
const stay = {
  arrival: { date: '2030-03-10', time: '14:00' },
  departure: { date: '2030-03-11', time: '12:00' },
  early: false,
  late: false,
  group: false,
  notFixed: false,
};

describe('the new-booking dialog’s reserve', () => {
  it('is the standard night of the picked room, as the server takes it', () => {
    expect(reserveFormSchema(company, target).parse(stay)).toEqual({
      check_in: at('2030-03-10T14:00'),
      check_out: at('2030-03-11T12:00'),
      room: 7,
      koika: null,
      is_time: false,
      is_group: false,
      no_time: false,
      is_early: false,
      is_late: false,
    });
  });

  it('takes a cleared time for the standard one', () => {
    const parsed = reserveFormSchema(company, target).parse({
      ...stay,
      arrival: { date: '2030-03-10', time: '' },
    });
    expect(parsed.check_in).toBe(at('2030-03-10T14:00'));
  });

  it.each([
    ['a departure before the arrival', { departure: { date: '2030-03-09', time: '12:00' } }, 'departure'],
    ['an early arrival at the standard time', { early: true }, 'arrival'],
    ['an empty arrival day', { arrival: { date: null, time: '14:00' } }, 'arrival'],
  ])('refuses %s, said of that end', (_case, change, end) => {
    const result = reserveFormSchema(company, target).safeParse({ ...stay, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([end]);
  });

  it('says an empty day is required', () => {
    const result = reserveFormSchema(company, target).safeParse({
      ...stay,
      departure: { date: null, time: '' },
    });
    expect(result.error?.issues[0]?.message).toBe(messages.required);
  });
});

describe('a channel block’s new period', () => {
  const block = { check_in: at('2030-03-10T14:00'), check_out: at('2030-03-12T12:00') } as CalendarItem;

  it('keeps the block’s own time where one is cleared', () => {
    const parsed = blockFormSchema(block, 'Asia/Almaty').parse({
      from: { date: '2030-03-11', time: '' },
      to: { date: '2030-03-13', time: '10:00' },
    });
    expect(parsed).toEqual({ start: at('2030-03-11T14:00'), end: at('2030-03-13T10:00') });
  });
});

describe('a dropped bar’s move', () => {
  const move = { room: 9, koika: null, check_in: at('2030-03-10T14:00'), check_out: at('2030-03-11T12:00') };

  it.each([
    ['refuses a new room without a reason', 9, '  ', calendarMessages.moveReason],
    ['takes a new room with its reason', 9, 'Шум', null],
    ['takes the same room without one', 5, '', null],
  ])('%s', (_case, room, reason, refusal) => {
    const result = moveFormSchema(5).safeParse({ ...move, room, room_reason: reason });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(refusal);
  });

  it('sends the reason trimmed', () => {
    expect(moveFormSchema(5).parse({ ...move, room_reason: ' Шум ' }).room_reason).toBe('Шум');
  });
});
