import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { isPhoneNumber, phoneText } from './phone.ts';

describe('isPhoneNumber: digits as people write them, nothing else', () => {
  it.each([
    '+7 716 362 00 00',
    '+7 (701) 111-22-33',
    '8 701 111 22 33',
    '87011112233',
    '+77011112233',
    '8.716.362.00.00',
    '  +7 716 362 00 00  ',
    '12345',
    '+123456789012345',
  ])('%j is a number to call', (text) => {
    expect(isPhoneNumber(text)).toBe(true);
  });

  it.each([
    ['abc', 'letters'],
    ['+7 701 abc', 'letters among digits'],
    ['звонить Айгуль', 'words'],
    ['7 701 111 22 33 доб. 5', 'an extension in words'],
    ['1234', 'four digits'],
    ['+1234567890123456', 'sixteen digits'],
    ['7+701', 'a plus inside'],
    ['++7 701 111 22 33', 'two pluses'],
    ['+', 'a plus alone'],
    ['- - -', 'no digits'],
    ['', 'empty'],
  ])('%j is refused (%s)', (text) => {
    expect(isPhoneNumber(text)).toBe(false);
  });
});

describe('phoneText: a phone field of a payload', () => {
  it('keeps a number trimmed and lets the field stay empty', () => {
    expect(phoneText().parse(' +7 716 362 00 00 ')).toBe('+7 716 362 00 00');
    expect(phoneText().parse('')).toBe('');
  });

  it('refuses words in Russian', () => {
    const r = phoneText().safeParse('abc');
    expect(r.error?.issues[0]?.message).toBe(messages.invalidPhone);
  });
});
