/**
 * A Kazakh company's requisites as they are printed on an invoice and a cash order (REFERENCE.md): the
 * checks that catch a mistyped number before it reaches a document a bank will reject.
 */
import { z } from 'zod';
import { messages } from './messages.ts';
import { phoneText } from './phone.ts';

const FIRST_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const SECOND_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];

/**
 * БИН / ИИН: 12 digits whose last is the check digit — the weighted sum of the first 11 modulo 11; when
 * that is 10, the sum with the second weights; when that is 10 too, the number cannot be valid.
 */
export function isValidBin(value: string): boolean {
  if (!/^\d{12}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = (weights: number[]) => weights.reduce((s, w, i) => s + w * digits[i]!, 0) % 11;
  let check = sum(FIRST_WEIGHTS);
  if (check === 10) check = sum(SECOND_WEIGHTS);
  return check !== 10 && check === digits[11];
}

/**
 * What is wrong with a БИН/ИИН as staff typed it (already compact), or null: not 12 digits, or a check
 * digit that does not match (isValidBin).
 */
export function binProblem(value: string): string | null {
  if (!/^\d{12}$/.test(value)) return messages.invalidBin;
  return isValidBin(value) ? null : messages.binCheckDigit;
}

/** ИИК: a Kazakh IBAN, 'KZ' and 18 characters, whose check digits pass ISO 13616's modulo 97. */
export function isValidIik(value: string): boolean {
  if (!/^KZ\d{2}[0-9A-Z]{16}$/.test(value)) return false;
  const moved = value.slice(4) + value.slice(0, 4);
  const numeric = [...moved].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  let rest = 0;
  for (const digit of numeric) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** БИК: the bank's SWIFT code in Kazakhstan — four letters, 'KZ', two letters or digits (HSBKKZKX). */
export const isValidBik = (value: string) => /^[A-Z]{4}KZ[A-Z0-9]{2}$/.test(value);

/** КБе: two digits — residency (1 resident, 2 not) and the economic sector (17, 19…). */
export const isValidKbe = (value: string) => /^[12]\d$/.test(value);

/** КНП, the payment purpose code: three digits (859 — other services, common for a hotel). */
export const isValidKnp = (value: string) => /^\d{3}$/.test(value);

export const requisitesMessages = {
  invalidKnp: 'КНП: три цифры, например 859',
} as const;

/** What the invoice note may say, listed beside its field. */
export const invoiceNotePlaceholders = [
  ['invoice.number', 'Номер счёта'],
  ['invoice.date', 'Дата счёта'],
  ['invoice.total', 'Сумма счёта, ₸'],
  ['booking.number', 'Номер брони'],
  ['company.name', 'Название объекта'],
] as const;

/**
 * The note at the top of an invoice, a LiquidJS template with the placeholders above (the server refuses
 * one that does not parse or names another).
 */
export const defaultInvoiceNote =
  'Внимание! Оплата данного счета означает согласие с условиями оказания услуг. Уведомление об оплате ' +
  'обязательно, в противном случае бронь №{{ booking.number }} не гарантируется. В назначении платежа ' +
  'укажите: «Оплата по счету №{{ invoice.number }} от {{ invoice.date }}».';

const text = (max: number) => z.string().trim().max(max, messages.tooLong).default('');
/** Staff paste numbers with spaces and in lower case: compare and store them compact and upper. */
const code = (max: number) =>
  z
    .string()
    .max(max * 2, messages.tooLong)
    .transform((v) => v.replace(/\s+/g, '').toUpperCase());
const optional = (check: (v: string) => boolean, message: string, max: number) =>
  code(max)
    .refine((v) => v === '' || check(v), message)
    .default('');

export const requisitesSchema = z.object({
  legal_name: text(300),
  bin: code(12)
    .superRefine((v, ctx) => {
      const problem = v === '' ? null : binProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .default(''),
  legal_address: text(500),
  bank: text(200),
  iik: optional(isValidIik, messages.invalidIik, 20),
  bik: optional(isValidBik, messages.invalidBik, 8),
  kbe: optional(isValidKbe, messages.invalidKbe, 2),
  knp: code(3)
    .refine((v) => v === '' || isValidKnp(v), requisitesMessages.invalidKnp)
    .default('859'),
  director: text(200),
  accountant: text(200),
  phone: phoneText(50).default(''),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(200, messages.tooLong)
    .refine((v) => v === '' || z.email().safeParse(v).success, messages.invalidEmail)
    .default(''),
  site: text(200),
  /** Printed above the invoice's payment order; empty prints no note. */
  invoice_note: z.string().trim().max(2000, messages.tooLong).default(defaultInvoiceNote),
});
export type Requisites = z.infer<typeof requisitesSchema>;
/** The requisites as the API answers them: the same fields, as stored. */
export const requisitesView = z.object(
  Object.fromEntries(Object.keys(requisitesSchema.shape).map((key) => [key, z.string()])) as Record<
    keyof Requisites,
    z.ZodString
  >,
);
export const emptyRequisites: Requisites = requisitesSchema.parse({});

/** The requisites each payment document cannot be printed without, as the message names them. */
const requisiteNames = { bin: 'БИН', iik: 'ИИК', bik: 'БИК', knp: 'КНП' } as const;
const neededFor = {
  /** The payment order sample: whom to pay (БИН), where (ИИК at the БИК) and why (КНП). */
  invoice: ['bin', 'iik', 'bik', 'knp'],
  /** КО-1 and КО-2 name the organisation by its БИН. */
  cashOrder: ['bin'],
} as const satisfies Record<string, (keyof typeof requisiteNames)[]>;

/**
 * 'Заполните в реквизитах компании: БИН, ИИК, БИК' naming exactly the missing ones, or null when the
 * document can be printed.
 */
export function missingRequisites(
  requisites: Partial<Requisites>,
  document: keyof typeof neededFor,
): string | null {
  const missing = neededFor[document].filter((key) => !requisites[key]?.trim());
  return missing.length
    ? `Заполните в реквизитах компании: ${missing.map((key) => requisiteNames[key]).join(', ')}`
    : null;
}

/**
 * Where the nightly documents go by SFTP. The secret (a password or a private key) is written, never
 * read back: left out of a save, the stored one stays.
 */
export const sftpAuthMethods = ['password', 'key'] as const;
export const sftpSettingsSchema = z.object({
  host: z.string().trim().max(253, messages.tooLong).default(''),
  port: z
    .number({ error: messages.invalidNumber })
    .int(messages.invalidNumber)
    .min(1, messages.invalidValue)
    .max(65_535, messages.invalidValue)
    .default(22),
  username: z.string().trim().max(100, messages.tooLong).default(''),
  folder: z.string().trim().max(500, messages.tooLong).default('/'),
  auth_method: z.enum(sftpAuthMethods, { error: messages.invalidValue }).default('password'),
  secret: z.string().max(20_000, messages.tooLong).optional(),
});
export type SftpSettingsInput = z.infer<typeof sftpSettingsSchema>;

/** The confirmation e-mail's template (LiquidJS): the server also refuses a body that does not parse. */
export const emailTemplateSchema = z.object({
  subject: z.string().trim().min(1, messages.required).max(300, 'Тема письма длиннее 300 знаков'),
  body: z.string().trim().min(1, messages.required).max(20_000, 'Текст письма длиннее 20 000 знаков'),
});
export type EmailTemplateInput = z.infer<typeof emailTemplateSchema>;
