/**
 * Zod schemas of every payload the staff front end sends. The server validates with them and the
 * browser's forms use the same ones, so a rule is written once.
 */
import { z } from 'zod';
import { accountLinkMessages } from './account-links.ts';
import { clientFieldNames, objectTypes } from './company-kinds.ts';
import { emailPattern, type LoginInput } from './login.ts';
import { mergePatchOf } from './merge-patch.ts';
import { messages } from './messages.ts';
import { phoneText } from './phone.ts';
import { monthKeys, weekdayKeys } from './pricing/dates.ts';
import { genders, idSchema, moneyAmount, requiredText, wholeNumberInput } from './primitives.ts';
import { requisitesSchema, sftpSettingsSchema } from './requisites.ts';
import { DEFAULT_ROLE, roleMessages, roles } from './roles.ts';
import { saleFields } from './sale-fields.ts';

export { idSchema };

z.config(z.locales.ru());

const optionalText = (max = 500) => z.string().trim().max(max, messages.tooLong).default('');
const wholeNumber = (min: number, max = 10_000) =>
  wholeNumberInput({ min, max, minError: min === 0 ? messages.negativeNumber : messages.invalidValue });
const email = z
  .string({ error: messages.required })
  .trim()
  .toLowerCase()
  .pipe(z.email({ pattern: emailPattern, error: messages.invalidEmail }));
const password = z.string({ error: messages.required }).min(8, messages.passwordTooShort).max(200);
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.invalidTime);

/** The rule is login.ts's (loginRefusals), which the login page checks without zod. */
export const loginSchema = z.object({
  email,
  password: z.string({ error: messages.required }).min(1, messages.required),
}) satisfies z.ZodType<LoginInput, unknown>;

export const companyCreateSchema = z.object({
  name: requiredText(),
  object_type: z.enum(objectTypes, { error: messages.invalidValue }).default('hotel'),
  address: optionalText(),
  phone: phoneText(50).default(''),
  email: z.union([z.literal(''), email]).default(''),
});
export type CompanyInput = z.infer<typeof companyCreateSchema>;

export const chooseCompaniesSchema = z.object({
  companies: z.array(idSchema).min(1, messages.chooseAtLeastOne),
});

/** 'full': stays by whole days at standard times; 'half': any time, check-out = check-in + 24 h; 'all': staff choose per booking. */
export const bookingTimeModes = ['full', 'half', 'all'] as const;

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const companyInfoSchema = z.object({
  name: requiredText(),
  object_type: z.enum(objectTypes, { error: messages.invalidValue }),
  timezone: z.string().refine(isTimeZone, messages.invalidTimeZone),
  check_in_time: clockTime,
  check_out_time: clockTime,
  booking_time: z.enum(bookingTimeModes, { error: messages.invalidValue }),
  /** Each of the eight client fields at most once. */
  required_fields: z
    .array(z.object({ name: z.enum(clientFieldNames, { error: messages.invalidValue }) }))
    .max(clientFieldNames.length, messages.tooMany)
    .refine((list) => new Set(list.map((f) => f.name)).size === list.length, messages.duplicateValue),
  // No defaults here: a PATCH changes only what it names, so an omitted address stays as it is.
  address: z.string().trim().max(500, messages.tooLong),
  phone: phoneText(50),
  email: z.union([z.literal(''), email]),
  /** Printed on invoices and cash orders. */
  requisites: requisitesSchema.optional(),
  /** Left out, the SFTP settings stay as they are. */
  sftp: sftpSettingsSchema.optional(),
});
/**
 * PATCH companies/info/: a JSON Merge Patch (merge-patch.ts). The requisites and SFTP settings merge
 * member by member, null clears one, and an unknown field anywhere is refused by name. The SFTP secret:
 * typed, it replaces the stored one; null forgets it; left out (or empty), it stays only while the host,
 * port, user and login method stay (sftp-secret.ts).
 */
export const companyInfoPatchSchema = z.strictObject({
  ...companyInfoSchema.omit({ requisites: true, sftp: true }).partial().shape,
  requisites: mergePatchOf(requisitesSchema).nullable().optional(),
  sftp: mergePatchOf(sftpSettingsSchema).nullable().optional(),
});
export type CompanyInfoPatch = z.infer<typeof companyInfoPatchSchema>;
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const categoryTypes = ['room', 'koika'] as const;
export type CategoryType = (typeof categoryTypes)[number];

/** A price typed by staff, kept as the exact decimal text numeric(14,2) stores. */
const priceText = moneyAmount(messages.invalidNumber, 1_000_000_000).transform((v) => v.toFixed(2));
const rateKeys = [...weekdayKeys, ...monthKeys] as const;

/**
 * A category's room rates (docs/pricing.md): per weekday ('week') or per month ('period') for each row
 * kind, plus the one-off early check-in and late check-out charges and the price of an hour.
 */
export const categoryRatesSchema = z.object({
  price_type: z.enum(['week', 'period'], { error: messages.invalidValue }),
  rows: z.partialRecord(
    z.enum(['base', 'single', 'extra_adult', 'extra_child', 'child_without_place'], {
      error: messages.invalidValue,
    }),
    z.partialRecord(z.enum(rateKeys, { error: messages.invalidValue }), priceText),
  ),
  early_check_in: priceText.optional(),
  late_check_out: priceText.optional(),
  /** The price of one hour of an hourly stay (issue 28, item 7); none: the category is not sold by the hour. */
  hour_price: priceText.optional(),
});
export type CategoryRatesInput = z.infer<typeof categoryRatesSchema>;

export const categorySchema = z.object({
  name: requiredText(),
  category_type: z.enum(categoryTypes, { error: messages.invalidValue }),
  place_number: wholeNumber(1, 100),
  additional_place: wholeNumber(0, 100).default(0),
  adult_count: wholeNumber(0, 100).optional(),
  description: optionalText(2000),
  is_active: z.boolean().default(true),
  /** Omitted on an update: the rates stay as they are. */
  rates: categoryRatesSchema.optional(),
});
export type CategoryInput = z.infer<typeof categorySchema>;

export const roomSchema = z.object({
  name: requiredText(100),
  category: idSchema,
  is_active: z.boolean().default(true),
  /** Beds of a room in a 'koika' category; defaults to the category's place_number. */
  koika_count: wholeNumberInput({
    min: 1,
    max: 50,
    minError: messages.bedsRange,
    maxError: messages.bedsRange,
  }).optional(),
  /**
   * The floor the room is on (issue 33: 'поровну по этажам'); null or left out: read from the name
   * (domain roomFloor). From -5 (basements) to 200.
   */
  floor: wholeNumberInput({
    min: -5,
    max: 200,
    minError: messages.floorRange,
    maxError: messages.floorRange,
    error: messages.floorRange,
  }).nullish(),
});
export type RoomInput = z.infer<typeof roomSchema>;

const personName = {
  first_name: requiredText(100),
  last_name: requiredText(100),
  middle_name: optionalText(100),
  phone_number: optionalText(50),
};

const role = z.enum(roles, { error: roleMessages.invalidRole });

/**
 * An invitation. Nobody chooses another person's password (issue 25): the invitee sets theirs through
 * the link mailed to the address, so a `password` here is refused rather than silently dropped, and a
 * client that still sends one learns why.
 */
export const employeeCreateSchema = z
  .object({
    email,
    password: z.unknown().optional(),
    ...personName,
    role: role.default(DEFAULT_ROLE),
  })
  .refine((v) => v.password === undefined, {
    message: accountLinkMessages.passwordByInvitee,
    path: ['password'],
  });
export type EmployeeCreateInput = z.infer<typeof employeeCreateSchema>;

export const employeeUpdateSchema = z.object({
  email: email.optional(),
  password: password.optional(),
  first_name: requiredText(100).optional(),
  last_name: requiredText(100).optional(),
  middle_name: z.string().trim().max(100, messages.tooLong).optional(),
  phone_number: z.string().trim().max(50, messages.tooLong).optional(),
  /** Null clears it (unknown). */
  gender: z.enum(genders, { error: messages.invalidValue }).nullable().optional(),
  is_active: z.boolean().optional(),
  role: role.optional(),
});

export const profileEditSchema = z.object({ email, ...personName });

export const changePasswordSchema = z.object({
  old_password: z.string({ error: messages.required }).min(1, messages.required),
  new_password: password,
});

/** No list has a millionth page; beyond it an offset would leave safe integers. */
export const MAX_PAGE = 1_000_000;

/** The specification's list paging: page[number] from 1, page[size]. */
export const pageQuerySchema = z.object({
  'page[number]': wholeNumberInput({ min: 1, max: MAX_PAGE }).default(1),
  'page[size]': wholeNumberInput({ min: 1, max: 100_000 }).default(100),
  search: z.string().trim().max(200, messages.tooLong).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A list that can be narrowed to active (or inactive) records: `is_active=true|false|1|0`. */
export const activeListQuerySchema = pageQuerySchema.extend({
  is_active: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
});

/** An instant as unix seconds (the calendar calls' form), 2000 to 2100. */
export const unixSecondsInput = wholeNumberInput({
  min: 946_684_800,
  max: 4_102_444_800,
  error: messages.invalidValue,
});

/** 'Резерв' from the calendar (specification 7.3): makes a draft booking that holds the room at once. */
export const reserveSchema = z.object({
  check_in: unixSecondsInput,
  check_out: unixSecondsInput,
  room: idSchema.optional(),
  /** A bed of a 'koika' room; without it the whole room is held. */
  koika: idSchema.nullish(),
  is_time: z.boolean().default(false),
  is_group: z.boolean().default(false),
  group_parent: idSchema.nullish(),
  /** Sales channel id; null is 'Прямая продажа'. */
  source: idSchema.nullish(),
  /** Not-fixed time: the stay runs whole 24-hour days from the check-in instant. */
  no_time: z.boolean().default(false),
  is_early: z.boolean().default(false),
  is_late: z.boolean().default(false),
  ...saleFields,
});
export type ReserveInput = z.infer<typeof reserveSchema>;

export const repairSchema = z.object({
  room: idSchema,
  check_in: unixSecondsInput,
  check_out: unixSecondsInput,
  comment: optionalText(500),
  is_early: z.boolean().default(false),
  is_late: z.boolean().default(false),
});
export type RepairInput = z.infer<typeof repairSchema>;

export const calendarQuerySchema = z.object({
  start: unixSecondsInput,
  end: unixSecondsInput,
  search: z.string().trim().max(100).optional(),
});

/**
 * What is free for a stay (issue 28, item 9): the rooms nothing holds in [check_in, check_out), for the
 * editor's room select and the free-room finder. `booking`: a booking whose own holds do not count (the
 * one being edited); adults and children: whom the room must fit.
 */
export const availabilityQuerySchema = z.object({
  check_in: unixSecondsInput,
  check_out: unixSecondsInput,
  adults: wholeNumberInput({ min: 0, max: 100 }).default(1),
  children: wholeNumberInput({ min: 0, max: 100 }).default(0),
  booking: idSchema.optional(),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

/** Dragging a booking to another room or dates; a new room needs the reason for moving the guest. */
export const moveSchema = z.object({
  room: idSchema,
  koika: idSchema.nullish(),
  check_in: unixSecondsInput,
  check_out: unixSecondsInput,
  room_reason: z.string().trim().max(500, messages.tooLong).default(''),
  /**
   * A guest in house moves 'с сегодняшнего дня' (issue 28, item 3; stay-legs.ts): the room they leave
   * stays theirs until now, a leg of the same booking, and the dates are the booking's; the dates sent
   * are not read.
   */
  from_now: z.boolean().default(false),
  ...saleFields,
});
export type MoveInput = z.infer<typeof moveSchema>;

/** New dates of a channel block. */
export const blockPeriodSchema = z.object({ start: unixSecondsInput, end: unixSecondsInput });
export const blockRoomSchema = z.object({ room: idSchema });
