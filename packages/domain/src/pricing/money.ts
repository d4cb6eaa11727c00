import { messages } from '../messages.ts';
import { PricingError } from './errors.ts';

/**
 * Money crosses the boundary as decimal strings with two decimals (PostgreSQL numeric(14,2), "15000.00")
 * and is computed as integer tiyn (1/100 tenge), so sums and products are exact.
 */
export type Money = string | number;

const decimal = /^([+-])?(\d+)(?:\.(\d+))?$/;

/**
 * THE rounding rule, used everywhere a fraction of a tiyn appears: round half away from zero to a whole
 * tiyn (0.005 → 0.01, −0.005 → −0.01). Only percents and over-precise inputs produce fractions.
 */
function roundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const twice = 2n * (remainder < 0n ? -remainder : remainder);
  if (twice < denominator) return quotient;
  return quotient + (numerator < 0n ? -1n : 1n);
}

function toSafeNumber(value: bigint, field: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new PricingError(messages.invalidNumber, field);
  return n;
}

/** String(n) is the shortest text that reads back as n ("1.005"); exponent forms are only tiny or huge. */
function numberText(n: number): string {
  const text = String(n);
  return /e/i.test(text) ? n.toFixed(2) : text;
}

/**
 * The database's own form of money, numeric with two decimals ("15000.00", "-12.50"), read digit by digit
 * without the regular expression and BigInt: the calendar reads three of these for each of thousands of
 * bars, and the general reading below was its largest cost (bench/README.md, calendar.ts). At most 15
 * digits, so every value is a safe integer. Undefined for any other text, which the general reading takes.
 */
function twoDecimalTiyn(text: string): number | undefined {
  const length = text.length;
  const negative = text.charCodeAt(0) === 45; // '-'
  const first = negative ? 1 : 0;
  const point = length - 3;
  if (point - first < 1 || length - first > 16 || text.charCodeAt(point) !== 46) return undefined; // '.'
  let tiyn = 0;
  for (let i = first; i < length; i++) {
    if (i === point) continue;
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return undefined;
    tiyn = tiyn * 10 + digit;
  }
  return negative && tiyn !== 0 ? -tiyn : tiyn;
}

/**
 * A money value in tiyn: "15000.00" → 1500000. Numbers are read through their decimal text, so 1.005 is
 * 1.005 and not 1.00499…; digits beyond the tiyn follow the rounding rule. Anything else (NaN, "", "1e3",
 * "12,50") is refused with 'Введите число' on `field`.
 */
export function parseMoney(value: Money, field = 'value'): number {
  if (typeof value === 'string') {
    const tiyn = twoDecimalTiyn(value);
    if (tiyn !== undefined) return tiyn;
  } else if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new PricingError(messages.invalidNumber, field);
  }
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const m = decimal.exec(text);
  if (!m) throw new PricingError(messages.invalidNumber, field);
  const [, sign, whole = '0', fraction = ''] = m;
  const digits = BigInt(whole + fraction.padEnd(2, '0'));
  const scale = 10n ** BigInt(Math.max(0, fraction.length - 2));
  const tiyn = roundHalfAwayFromZero(sign === '-' ? -digits : digits, scale);
  return toSafeNumber(tiyn, field);
}

/** Tiyn as the boundary's decimal string: 1500000 → "15000.00", −1250 → "-12.50". */
export function formatMoney(tiyn: number): string {
  if (!Number.isSafeInteger(tiyn)) throw new RangeError(`not a whole tiyn amount: ${tiyn}`);
  const sign = tiyn < 0 ? '-' : '';
  const abs = Math.abs(tiyn);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * `percent`% of an amount in tiyn, rounded by the rule above. The percent itself has at most two
 * decimals ("7.5"); it is read like money, so 7% of 12 345.67 is 864.1969 → 864.20.
 */
export function percentOf(tiyn: number, percent: Money, field = 'value'): number {
  const hundredths = BigInt(parseMoney(percent, field));
  return toSafeNumber(roundHalfAwayFromZero(BigInt(tiyn) * hundredths, 10_000n), field);
}

/**
 * `numerator / denominator` of whole numbers, rounded to a whole number by the rule above (half away from
 * zero), in exact integer arithmetic for safe integers whose product stays safe: what PostgreSQL's
 * numeric division followed by round() gives.
 */
function divideRounded(numerator: number, denominator: number): number {
  const negative = numerator < 0 !== denominator < 0;
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  let quotient = Math.floor(n / d);
  let remainder = n - quotient * d;
  // The float division may be one off for large values: the remainder says which way.
  if (remainder < 0) {
    quotient -= 1;
    remainder += d;
  } else if (remainder >= d) {
    quotient += 1;
    remainder -= d;
  }
  if (2 * remainder >= d) quotient += 1;
  return negative && quotient !== 0 ? -quotient : quotient;
}

/**
 * An amount in tiyn per unit (ADR: revenue per sold unit-night, RevPAR: per available one), rounded to a
 * whole tiyn by the rule above; 0 when there are no units.
 */
export function perUnitTiyn(tiyn: number, units: number): number {
  if (!Number.isSafeInteger(tiyn)) throw new RangeError(`not a whole tiyn amount: ${tiyn}`);
  return units === 0 ? 0 : divideRounded(tiyn, units);
}

/** `part` of `whole` in percent with one decimal (occupancy: 11 of 47 → 23.4), rounded by the rule above; 0 when the whole is 0. */
export function percentShare(part: number, whole: number): number {
  return whole === 0 ? 0 : divideRounded(part * 1000, whole) / 10;
}

/** Sums amounts in tiyn. */
export function sumTiyn(amounts: Iterable<number>): number {
  let total = 0;
  for (const a of amounts) total += a;
  return total;
}

/**
 * Spreads an amount in tiyn over `parts` in whole tiyn; the first parts take the leftover tiyn, and a
 * negative amount spreads as its mirror (−10 over 3 → −4, −3, −3), so the parts always add up to it.
 */
export function spreadTiyn(total: number, parts: number): number[] {
  if (total < 0) return spreadTiyn(-total, parts).map((p) => -p);
  const each = Math.floor(total / parts);
  const left = total - each * parts;
  return Array.from({ length: parts }, (_, i) => each + (i < left ? 1 : 0));
}

/** A typed amount once its spaces and unit are gone: a sign, digits, and one ',' or '.' with ≤ 2 decimals. */
const typed = /^([+\-\u2212])?(\d*)(?:[.,](\d{0,2}))?$/;
/** Digits before the separator that still make a whole tiyn amount JavaScript counts exactly. */
const MAX_TYPED_WHOLE_DIGITS = 13;

/**
 * A money amount as staff type, paste, dictate or autofill it, in tiyn; null when it is not one. THE
 * reading of every money field on the screens (payments, prices, rates, discounts, custom prices), so a
 * whole amount typed at once reads as it reads key by key:
 * - digit groups may be split by any space: a plain, no-break or thin one (a spreadsheet's, ru-RU's);
 * - the decimal separator is ',' or '.', either one, with one or two decimals ('12345,6' is 12 345,60);
 * - a trailing unit ('₸', '%') and a trailing separator ('1500,', still being typed) are ignored;
 * - the sign is kept, so a schema refuses '-500' with its own message rather than a field dropping it.
 * What reads two ways is refused, never guessed: '12,345' (a third decimal, or an English thousands
 * comma?), '1.234,56' and '1,234.56' (two separators). The API itself takes the strict decimal text of
 * parseMoney; this is for people.
 */
export function parseTypedMoney(text: string): number | null {
  const compact = text.replace(/\s+/g, '').replace(/[₸%]$/, '');
  const m = typed.exec(compact);
  if (!m) return null;
  const [, sign, whole = '', fraction = ''] = m;
  if (whole === '' && fraction === '') return null;
  if (whole.length > MAX_TYPED_WHOLE_DIGITS) return null;
  const tiyn = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' || sign === '\u2212' ? -tiyn || 0 : tiyn;
}

/**
 * Tiyn as a money field shows it for editing: '12 345,67', '12 345' for a whole amount, '12 345,60',
 * '-500'. Groups are split by plain spaces, so the text copies anywhere, and parseTypedMoney reads it back.
 */
export function formatTypedMoney(tiyn: number): string {
  if (!Number.isSafeInteger(tiyn)) throw new RangeError(`not a whole tiyn amount: ${tiyn}`);
  const sign = tiyn < 0 ? '-' : '';
  const abs = Math.abs(tiyn);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const fraction = abs % 100;
  return `${sign}${whole}${fraction === 0 ? '' : `,${String(fraction).padStart(2, '0')}`}`;
}
