/**
 * A company's phone number (the property's, its accounts department's, a sales channel's): the one rule
 * of what may be printed on a confirmation, an invoice and a mail as a number to call.
 */
import { z } from 'zod';
import { messages } from './messages.ts';

/** E.164's longest number has 15 digits; a short local or service number still has 5. */
const MIN_DIGITS = 5;
const MAX_DIGITS = 15;

/**
 * Digits as people write them: '+7 716 362 00 00', '+7 (701) 111-22-33', '8 701 111 22 33', '87011112233'.
 * A '+' only in front; spaces, brackets, hyphens and dots between the digits; 5 to 15 digits. Words and
 * anything else ('abc', 'звонить Айгуль') are not a number to call.
 */
export function isPhoneNumber(text: string): boolean {
  const value = text.trim();
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= MIN_DIGITS && digits <= MAX_DIGITS;
}

/** A phone field of a payload: trimmed, empty allowed, otherwise a number to call (isPhoneNumber). */
export const phoneText = (max = 50) =>
  z
    .string()
    .trim()
    .max(max, messages.tooLong)
    .refine((v) => v === '' || isPhoneNumber(v), messages.invalidPhone);
