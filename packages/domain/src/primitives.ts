/**
 * The numbers every payload is built from. Forms and query strings send text, JSON sends numbers; these
 * read both, and nothing else: `true`, `null`, `''`, `' 1'`, `'0x1'` or `'1e0'` are refused with a Russian
 * message instead of being coerced to 1 or 0 and written to the wrong record (a payment on booking 1, a
 * room moved to category 1, a 0 payment).
 */
import { z } from 'zod';
import { messages } from './messages.ts';

/** PostgreSQL's `integer`: an id or count beyond it could never be stored, so it is bad input, not a 5xx. */
export const MAX_INT4 = 2_147_483_647;

/** Text a person must fill in: trimmed, not empty, at most `max` characters, each refusal in Russian. */
export const requiredText = (max = 200) =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(max, messages.tooLong);

/** A person's gender: a guest's, an employee's (when given). */
export const genders = ['male', 'female'] as const;

const digits = /^-?\d{1,16}$/;
// A trailing point is a price still being typed ("1500."): the number it shows.
const decimal = /^-?\d{1,16}(\.\d*)?$/;

/** The number's own error: empty input asks for a value, anything else is not a number. */
const notNumber = (empty: string, other: string) => (issue: { input?: unknown }) =>
  issue.input === '' || issue.input === null || issue.input === undefined ? empty : other;

interface WholeOptions {
  min: number;
  max?: number;
  /** Said when the input is missing, empty or not a number at all. */
  error?: string;
  minError?: string;
  maxError?: string;
}

/** Digit strings become numbers; everything else reaches z.number as it is, which refuses non-numbers. */
const readDigits = (pattern: RegExp) => (value: unknown) =>
  typeof value === 'string' && pattern.test(value) ? Number(value) : value;

/** A whole number from `min` to `max` (default: PostgreSQL's integer), as a JSON number or digits. */
export function wholeNumberInput(opts: WholeOptions) {
  const error = opts.error ?? messages.invalidNumber;
  return z.preprocess(
    readDigits(digits),
    z
      .number({ error: notNumber(opts.error ?? messages.required, error) })
      .int(error)
      .min(opts.min, opts.minError ?? error)
      .max(opts.max ?? MAX_INT4, opts.maxError ?? messages.invalidValue),
  );
}

/** A record's id: a positive integer that fits the database. */
export const idSchema = wholeNumberInput({ min: 1, error: messages.invalidValue });

/** Two decimals at most, judged on the value as typed (0.1 + 0.2 style noise is not a third decimal). */
const cents = (v: number) => Math.round(v * 100) === Number((v * 100).toFixed(6));

/**
 * A non-negative amount of money with at most two decimals, as a JSON number or a decimal string.
 * `required` is said when it is missing or empty ('Введите сумму!' for a payment).
 */
export function moneyAmount(required: string, max = 1_000_000_000_000) {
  return z.preprocess(
    readDigits(decimal),
    z
      .number({ error: notNumber(required, messages.invalidNumber) })
      .min(0, messages.negativeNumber)
      .max(max, messages.invalidValue)
      .refine(cents, messages.invalidValue),
  );
}
