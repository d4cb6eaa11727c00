/**
 * The data model. Every business table carries company_id: tenancy is a column, and every query a
 * repository runs filters on it. Money is numeric(14,2) tenge, never float. Instants are timestamptz.
 * The inventory guarantee (no unit held twice at once) lives in `holds`; see docs/data-model.md.
 */
import type { ConditionSource, Requisites, Role, RoomCondition, SftpSettingsInput } from '@pms/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * The lower-cased text a list searches in: the columns joined by spaces, so 'Серикова Айгуль' finds the
 * guest of that last and first name. Stored, so a search compares bytes (LIKE) instead of folding the
 * case of every row again (ILIKE costs ~1.5 µs a Cyrillic row, bench/README.md); large lists index it
 * with trigrams (migration 0019). The columns are NOT NULL, so `||` never yields null.
 */
const searchText = (...columns: string[]) =>
  text('search_text')
    .notNull()
    .generatedAlwaysAs(sql.raw(`lower(${columns.map((c) => `"${c}"`).join(" || ' ' || ")})`));
const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');
/**
 * The row's company. Most rows go with a deleted company; the rows of its history (bookings, orders,
 * payments, documents, mail) are 'restrict': a company with history is archived, never deleted (0046).
 */
const companyRef = (onDelete: 'cascade' | 'restrict' = 'cascade') =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete });

export type SftpSettings = Omit<SftpSettingsInput, 'secret'>;

/** A category's rates as stored; the pricing engine in packages/domain reads them. */
export interface CategoryRatesJson {
  price_type: 'week' | 'period';
  rows: Record<string, Record<string, string>>;
  early_check_in?: string;
  late_check_out?: string;
  /** The price of one hour of an hourly stay (issue 28, item 7). */
  hour_price?: string;
}

/** PostgreSQL tstzrange, written and read as its text form '[from,to)'. */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  objectType: text('object_type').notNull().default('hotel'),
  timezone: text('timezone').notNull().default('Asia/Almaty'),
  checkInTime: text('check_in_time').notNull().default('14:00'),
  checkOutTime: text('check_out_time').notNull().default('12:00'),
  bookingTime: text('booking_time').notNull().default('full'),
  requiredFields: jsonb('required_fields')
    .$type<{ name: string }[]>()
    .notNull()
    .default(sql`'[{"name":"first_name"},{"name":"phone_number"}]'::jsonb`),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  /** Legal name, BIN, bank account…: what invoices and cash orders print (domain requisitesSchema). */
  requisites: jsonb('requisites').$type<Requisites>().notNull().default(sql`'{}'::jsonb`),
  /** Where documents are exported by SFTP, without the secret. */
  sftp: jsonb('sftp').$type<SftpSettings>(),
  /** The SFTP password or private key, encrypted (secret-box.ts); never sent back. */
  sftpSecret: text('sftp_secret'),
  /** The confirmation e-mail's LiquidJS template; null uses the built-in one. */
  emailTemplate: jsonb('email_template').$type<{ subject: string; body: string }>(),
  createdAt: createdAt(),
  /**
   * When a company with history was 'deleted' (migration 0046): it keeps its rows, nobody works in it any
   * more, and it cannot change again.
   */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});

export const employees = pgTable(
  'employees',
  {
    /**
     * Random, not sequential (migration 0011): a company that invites an address gets the account's id,
     * and an old id beside a fresh one would tell it the address already had an account elsewhere.
     */
    id: integer('id').primaryKey().default(sql`pms_random_employee_id()`),
    email: text('email').notNull(),
    /**
     * Null until the owner of the address sets a password through the invitation link mailed to it
     * (migration 0039): nobody chooses another person's password, and an account without one cannot sign in.
     */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    /** 'male' or 'female' when given (migration 0049): the editor's 'изменил'/'изменила' agrees with it. */
    gender: text('gender').$type<'male' | 'female'>(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('employees_email_key').on(t.email)],
);

export interface MembershipInvitation {
  first_name: string;
  last_name: string;
  middle_name: string;
  phone_number: string;
  /** The account was made by this invitation (it has no password until its invitee claims it by the link). */
  new_account: boolean;
}

/** Which companies an employee works for, and which of them they chose to work in now. */
export const companyEmployees = pgTable(
  'company_employees',
  {
    companyId: companyRef(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    isChosen: boolean('is_chosen').notNull().default(true),
    /** Deactivation ends the membership in this company, not the account (other companies keep it). */
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Set while the membership is an invitation the employee has not accepted: what the inviting company
     * typed about them. Until then the company sees only this, never the account behind the e-mail.
     */
    invitation: jsonb('invitation').$type<MembershipInvitation>(),
    /** What the employee may do in this company (domain roles.ts); the company's first member owns it. */
    role: text('role').$type<Role>().notNull().default('frontdesk'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.employeeId] }),
    index('company_employees_employee').on(t.employeeId),
    check(
      'company_employees_role',
      sql`${t.role} in ('owner', 'manager', 'frontdesk', 'accountant', 'housekeeping_supervisor', 'housekeeper')`,
    ),
  ],
);

/**
 * One-time proofs of a mailbox (migration 0039): an invitation link per membership waiting to be accepted,
 * or an e-mail change code per employee. Only the SHA-256 of what was mailed is kept; a row is deleted when
 * used, so it works once, and a withdrawn invitation takes its link with it.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'invitation' | 'email_change'>().notNull(),
    /** The inviting company; null for an e-mail change. */
    companyId: integer('company_id'),
    /** The address the link or code was mailed to: for an e-mail change, the new login. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Wrong codes typed so far (e-mail change). */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_tokens_hash').on(t.tokenHash),
    index('account_tokens_employee').on(t.employeeId),
    foreignKey({
      name: 'account_tokens_membership_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [companyEmployees.companyId, companyEmployees.employeeId],
    }).onDelete('cascade'),
    check(
      'account_tokens_purpose',
      sql`(${t.purpose} = 'invitation' and ${t.companyId} is not null) or (${t.purpose} = 'email_change' and ${t.companyId} is null)`,
    ),
  ],
);

/** Sessions: the bearer token and the cookie carry the same random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.tokenHash)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    name: text('name').notNull(),
    categoryType: text('category_type').notNull().default('room'),
    placeNumber: integer('place_number').notNull().default(1),
    additionalPlace: integer('additional_place').notNull().default(0),
    adultCount: integer('adult_count').notNull().default(1),
    description: text('description').notNull().default(''),
    /**
     * Room rates (see docs/pricing.md): price_type week|period, price rows by kind (base, single,
     * extra_adult, extra_child, child_without_place) keyed by weekday or month, early/late charges.
     */
    rates: jsonb('rates').$type<CategoryRatesJson>().notNull().default({ price_type: 'week', rows: {} }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_company_name_key').on(t.companyId, t.name)],
);

/** A catalogue's name is unique within its company, whatever its letter case (migration 0013). */
const uniqueName = (table: string, t: { companyId: AnyPgColumn; name: AnyPgColumn }) =>
  uniqueIndex(`${table}_company_name_key`).on(t.companyId, sql`lower(${t.name})`);

export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The room's own floor (migration 0062); null: read from the name (domain roomFloor). */
    floor: smallint('floor'),
    searchText: searchText('name'),
    createdAt: createdAt(),
  },
  (t) => [uniqueName('rooms', t), index('rooms_category').on(t.categoryId)],
);

/**
 * When each room was for sale (issue 29, item 13; migration 0052, kept by a trigger on rooms): from its
 * creation (`since` null: rooms.created_at) while active, in the category it was in, until switched off
 * or moved (`until` null: still). The occupancy report counts a date's rooms for sale from these, so a
 * change today never rewrites the past.
 */
export const roomSalePeriods = pgTable(
  'room_sale_periods',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyRef(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    since: timestamp('since', { withTimezone: true }),
    until: timestamp('until', { withTimezone: true }),
  },
  (t) => [
    index('room_sale_periods_company').on(t.companyId),
    uniqueIndex('room_sale_periods_one_open').on(t.roomId).where(sql`${t.until} is null`),
  ],
);

/**
 * The occupancy report's summary (issue 31, goal 5; migration 0058): per company, local date and
 * category, the unit-nights sold and under repair and the accommodation revenue (with its count of
 * lines). Written only by occupancy_fold from `occupancyChanges`; the report reads both, so it is exact.
 */
export const occupancyNights = pgTable(
  'occupancy_nights',
  {
    companyId: companyRef(),
    date: date('date', { mode: 'string' }).notNull(),
    categoryId: integer('category_id').notNull(),
    sold: integer('sold').notNull().default(0),
    repair: integer('repair').notNull().default(0),
    revenue: numeric('revenue', { precision: 14, scale: 2 }).notNull().default('0'),
    revenueLines: integer('revenue_lines').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.date, t.categoryId] })],
);

/**
 * Signed changes to `occupancyNights`, appended by the triggers on holds and booking_revenue (an insert
 * never waits for another transaction): a hold's with its period (its nights are worked out in the
 * company's zone when folded), a revenue line's with its date.
 */
export const occupancyChanges = pgTable(
  'occupancy_changes',
  {
    companyId: companyRef(),
    categoryId: integer('category_id').notNull(),
    period: tstzrange('period'),
    date: date('date', { mode: 'string' }),
    sold: integer('sold').notNull().default(0),
    repair: integer('repair').notNull().default(0),
    revenue: numeric('revenue', { precision: 14, scale: 2 }).notNull().default('0'),
    revenueLines: integer('revenue_lines').notNull().default(0),
  },
  (t) => [
    index('occupancy_changes_company').on(t.companyId),
    check('occupancy_changes_period_or_date', sql`(${t.period} is null) <> (${t.date} is null)`),
  ],
);

/** Beds (койки) of rooms in 'koika' categories. */
export const beds = pgTable(
  'beds',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('beds_room_position_key').on(t.roomId, t.position)],
);

/**
 * Sellable units: a room without beds is one unit; a room with beds is sold by its beds, one unit each.
 * Holds point at units, so one exclusion constraint covers rooms and beds alike.
 */
export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    bedId: integer('bed_id').references(() => beds.id, { onDelete: 'cascade' }),
  },
  (t) => [index('units_room').on(t.roomId), uniqueIndex('units_bed_key').on(t.bedId)],
);

export const paymentTypes = pgTable(
  'payment_types',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    name: text('name').notNull(),
    /** cash | card | transfer | online */
    kind: text('kind').notNull().default('cash'),
    isActive: boolean('is_active').notNull().default(true),
    searchText: searchText('name'),
    createdAt: createdAt(),
  },
  (t) => [uniqueName('payment_types', t)],
);

/** Sales channels (booking sources); 'Прямая продажа' is the null source, not a row. */
export const salesChannels = pgTable(
  'sales_channels',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    name: text('name').notNull(),
    /** direct | ota | tour_operator | corporate */
    kind: text('kind').notNull().default('ota'),
    commissionPercent: numeric('commission_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    contactPerson: text('contact_person').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    searchText: searchText('name', 'contact_person', 'phone', 'email'),
    createdAt: createdAt(),
  },
  (t) => [uniqueName('sales_channels', t)],
);

export const foodTariffs = pgTable(
  'food_tariffs',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    name: text('name').notNull(),
    /** breakfast | lunch | supper | all */
    foodType: text('food_type').notNull(),
    /** 'period': prices by month; 'week': prices by weekday. */
    priceType: text('price_type').notNull().default('week'),
    isActive: boolean('is_active').notNull().default(true),
    searchText: searchText('name'),
    createdAt: createdAt(),
  },
  (t) => [uniqueName('food_tariffs', t)],
);

/**
 * One price row of a food tariff per kind (adult, children, adult_on_reception, children_on_reception),
 * with a price per weekday (mon..san, as the specification spells Sunday) or per month (jan..dec).
 */
export const foodPrices = pgTable(
  'food_prices',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    tariffId: integer('tariff_id')
      .notNull()
      .references(() => foodTariffs.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    priceType: text('price_type').notNull(),
    prices: jsonb('prices').$type<Record<string, string>>().notNull(),
  },
  (t) => [uniqueIndex('food_prices_row_key').on(t.tariffId, t.period, t.priceType)],
);

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    name: text('name').notNull(),
    price: money('price'),
    /** once | day */
    serviceType: text('service_type').notNull().default('once'),
    isActive: boolean('is_active').notNull().default(true),
    searchText: searchText('name'),
    createdAt: createdAt(),
  },
  (t) => [uniqueName('services', t)],
);

export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    name: text('name').notNull(),
    /** percent | fixed */
    discountKind: text('discount_kind').notNull().default('percent'),
    value: numeric('value', { precision: 14, scale: 2 }).notNull(),
    promoCode: text('promo_code').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    searchText: searchText('name', 'promo_code'),
    createdAt: createdAt(),
  },
  (t) => [uniqueName('discounts', t)],
);

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    middleName: text('middle_name').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    email: text('email').notNull().default(''),
    documentNumber: text('document_number').notNull().default(''),
    idCard: text('id_card').notNull().default(''),
    gender: text('gender'),
    comment: text('comment').notNull().default(''),
    searchText: searchText(
      'last_name',
      'first_name',
      'middle_name',
      'phone_number',
      'email',
      'document_number',
    ),
    createdAt: createdAt(),
  },
  (t) => [index('clients_company').on(t.companyId)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef('restrict'),
    /**
     * The booking's number in its company, from 1, as staff and guests know it ('Бронь №12'); the API
     * and every reference keep `id`. Taken from booking_counters by a BEFORE INSERT trigger (migration
     * 0054) in the insert's transaction, whatever the insert says, and never changed: an insert leaves
     * it out (the null default), and the row always has one.
     */
    number: integer('number').notNull().default(sql`null`),
    /** The rate plan the stay was sold by (issue 32, migration 0057); null: the categories' schemes. */
    ratePlanId: integer('rate_plan_id'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    /** Set when the booking takes one bed of a 'koika' room; null takes the whole room. */
    bedId: integer('bed_id').references(() => beds.id),
    status: text('status').notNull().default('new'),
    checkIn: timestamp('check_in', { withTimezone: true }).notNull(),
    checkOut: timestamp('check_out', { withTimezone: true }).notNull(),
    isTime: boolean('is_time').notNull().default(false),
    isGroup: boolean('is_group').notNull().default(false),
    groupParent: integer('group_parent'),
    /** null: made in the product; -1: made through the widget (specification section 3). */
    originalBooking: integer('original_booking'),
    sourceId: integer('source_id').references(() => salesChannels.id, { onDelete: 'set null' }),
    isEarly: boolean('is_early').notNull().default(false),
    isLate: boolean('is_late').notNull().default(false),
    isSingle: boolean('is_single').notNull().default(false),
    hasAdditional: boolean('has_additional').notNull().default(false),
    adultCount: integer('adult_count').notNull().default(0),
    childCount: integer('child_count').notNull().default(0),
    childWithoutPlace: integer('child_without_place').notNull().default(0),
    mainAdultCount: integer('main_adult_count').notNull().default(1),
    mainChildCount: integer('main_child_count').notNull().default(0),
    calculationType: text('calculation_type').notNull().default('tariff'),
    customPrice: numeric('custom_price', { precision: 14, scale: 2 }),
    /** The total of the last saved price calculation; `price_details` keeps that calculation. */
    commonAmount: money('common_amount'),
    priceDetails: jsonb('price_details').$type<Record<string, unknown>>(),
    /** Payments minus returns, kept by a trigger on `payments` so the calendar reads it without a join. */
    paidAmount: money('paid_amount'),
    /**
     * The main guest (position 0) as the calendar labels the bar, 'Фамилия Имя', and their phone; kept
     * by triggers on `booking_clients` and `clients`, so the calendar reads them without two lookups per bar.
     */
    guestName: text('guest_name'),
    guestPhone: text('guest_phone'),
    hasExpire: boolean('has_expire').notNull().default(false),
    expireOn: timestamp('expire_on', { withTimezone: true }),
    oldRoomId: integer('old_room_id').references(() => rooms.id, { onDelete: 'set null' }),
    roomReason: text('room_reason').notNull().default(''),
    cancelReason: text('cancel_reason').notNull().default(''),
    comment: text('comment').notNull().default(''),
    createdBy: integer('created_by').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The employee whose write last raised `version`, set by the same trigger (migration 0012) from the
     * transaction's app.actor_id; null for the system (the sweeper) or a write that names no actor.
     */
    updatedBy: integer('updated_by').references(() => employees.id, { onDelete: 'set null' }),
    /**
     * Raised by a trigger (migration 0010) on every change to the row except the trigger-kept
     * paid_amount and guest label; saves and status calls must name the version they loaded.
     */
    version: integer('version').notNull().default(1),
    /**
     * What the bookings list searches (issue 13): the main guest's name and phone, lower-cased, the phone
     * without spaces, '+', '-' and brackets, so a phone is found however it was typed. Generated from the
     * trigger-kept guest columns of the same row; trigram-indexed (migration 0025), and left out of the
     * version trigger like them.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `lower(coalesce("guest_name", '') || ' ' || translate(coalesce("guest_phone", ''), ' +-()', ''))`,
        ),
      ),
  },
  (t) => [
    index('bookings_company_period').on(t.companyId, t.checkIn, t.checkOut),
    index('bookings_room').on(t.roomId),
    index('bookings_group_parent').on(t.groupParent),
    // The bookings list: departures and the check-out order, a status filter, the newest first.
    index('bookings_company_check_out').on(t.companyId, t.checkOut),
    index('bookings_company_status').on(t.companyId, t.status),
    index('bookings_company_created').on(t.companyId, t.createdAt),
    unique('bookings_company_number').on(t.companyId, t.number),
  ],
);

/** The last booking number given per company (bookings.number); the insert trigger takes last + 1. */
export const bookingCounters = pgTable('booking_counters', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  last: integer('last').notNull(),
});

/**
 * The earlier rooms of a stay with a mid-stay move (issue 28, item 3; domain stay-legs.ts): each with the
 * moment the guest left it. The booking row keeps the room the guest is in now and the whole stay.
 */
export const bookingLegs = pgTable(
  'booking_legs',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    bedId: integer('bed_id').references(() => beds.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('booking_legs_one_move_at_a_time').on(t.bookingId, t.until),
    index('booking_legs_company_until').on(t.companyId, t.until),
    index('booking_legs_room').on(t.roomId),
  ],
);

export const bookingClients = pgTable(
  'booking_clients',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.clientId] }),
    // A renamed client relabels the bookings where it is the main guest (migration 0008).
    index('booking_clients_client').on(t.clientId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef('restrict'),
    /** Exactly one of booking_id and leisure_order_id is set (payments_one_owner). */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    leisureOrderId: integer('leisure_order_id').references((): AnyPgColumn => leisureOrders.id, {
      onDelete: 'restrict',
    }),
    value: money('value'),
    /** payment | return */
    paymentType: text('payment_type').notNull().default('payment'),
    paymentMethodId: integer('payment_method_id').references(() => paymentTypes.id, { onDelete: 'restrict' }),
    comment: text('comment').notNull().default(''),
    createdBy: integer('created_by').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_booking').on(t.bookingId),
    // The shift's cash report and the day's register read a company's payments by when they were taken.
    index('payments_company_time').on(t.companyId, t.createdAt),
    index('payments_leisure_order').on(t.leisureOrderId),
    check('payments_one_owner', sql`num_nonnulls(${t.bookingId}, ${t.leisureOrderId}) = 1`),
  ],
);

export const repairs = pgTable('repairs', {
  id: serial('id').primaryKey(),
  companyId: companyRef(),
  roomId: integer('room_id')
    .notNull()
    .references(() => rooms.id, { onDelete: 'cascade' }),
  checkIn: timestamp('check_in', { withTimezone: true }).notNull(),
  checkOut: timestamp('check_out', { withTimezone: true }).notNull(),
  comment: text('comment').notNull().default(''),
  createdBy: integer('created_by').references(() => employees.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Channel blocks: rooms a sales channel holds; is_own blocks may be turned into bookings. */
export const blocks = pgTable(
  'blocks',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    channelId: integer('channel_id').references(() => salesChannels.id, { onDelete: 'set null' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    start: timestamp('start', { withTimezone: true }).notNull(),
    end: timestamp('end', { withTimezone: true }).notNull(),
    isOwn: boolean('is_own').notNull().default(true),
    createdAt: createdAt(),
    /**
     * The draft 'резерв' made from the block (migration 0048): the block keeps holding its room until the
     * draft's save consumes it; the draft's deletion sets this back to null and the block is free again.
     */
    bookingId: integer('booking_id').references((): AnyPgColumn => bookings.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('blocks_booking').on(t.bookingId)],
);

/**
 * Every active hold on a unit: one row per unit a booking, repair or block occupies. The exclusion
 * constraint `holds_no_overlap` (custom migration) forbids two rows on one unit with overlapping
 * half-open periods, so back-to-back stays are allowed and double booking is impossible.
 */
export const holds = pgTable(
  'holds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyRef(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    period: tstzrange('period').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    repairId: integer('repair_id').references(() => repairs.id, { onDelete: 'cascade' }),
    blockId: integer('block_id').references(() => blocks.id, { onDelete: 'cascade' }),
    /**
     * What the occupancy report counts of the hold (migration 0058), kept by triggers: its room's category
     * now, and whether its nights count (a repair's, or a booking's that is not a draft). Writers leave
     * them out: the insert trigger fills them before the NOT NULL check.
     */
    categoryId: integer('category_id').notNull().default(sql`null`),
    counted: boolean('counted').notNull().default(false),
  },
  (t) => [
    index('holds_booking').on(t.bookingId),
    index('holds_repair').on(t.repairId),
    index('holds_block').on(t.blockId),
  ],
);

/**
 * A booking's price spread over the property's local dates it is earned on (domain `revenueLines`):
 * accommodation per night, meals per serving date, services and discounts over the stay. Written with
 * every saved price (modules/revenue), so the reports group these rows in SQL instead of re-reading the
 * price JSON. The lines of a booking add up to its common_amount; a cancelled booking keeps its lines and
 * the reports leave it out by its status.
 */
export const bookingRevenue = pgTable(
  'booking_revenue',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyRef(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** accommodation | meals | services | discounts (negative) */
    kind: text('kind').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** Meals lines: breakfast | lunch | supper | all, and the portions served that date. */
    foodType: text('food_type'),
    adults: integer('adults').notNull().default(0),
    children: integer('children').notNull().default(0),
    /**
     * The booking's category and whether its status is a real one, copied from the booking by triggers
     * (migration 0026) on every insert and on every change of the booking's status or category, so the
     * occupancy report sums a night's accommodation without joining 78,000 lines to their bookings.
     * Writers leave them out: the insert trigger fills them before the NOT NULL check.
     */
    categoryId: integer('category_id').notNull().default(sql`null`),
    counted: boolean('counted').notNull().default(sql`null`),
  },
  (t) => [
    index('booking_revenue_company_date').on(t.companyId, t.date),
    index('booking_revenue_accommodation')
      .on(t.companyId, t.date)
      .where(sql`${t.kind} = 'accommodation' and ${t.counted}`),
    index('booking_revenue_booking').on(t.bookingId),
    check('booking_revenue_kind', sql`${t.kind} in ('accommodation', 'meals', 'services', 'discounts')`),
  ],
);

/** Meals of a booking (step 3): one row per tariff and date range, with its computed total. */
export const bookingFoods = pgTable(
  'booking_foods',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tariffId: integer('tariff_id')
      .notNull()
      .references(() => foodTariffs.id, { onDelete: 'restrict' }),
    adultCount: integer('adult_count').notNull().default(0),
    childCount: integer('child_count').notNull().default(0),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isAdvance: boolean('is_advance').notNull().default(false),
    hasBreakfastCheckIn: boolean('has_breakfast_check_in').notNull().default(false),
    hasLunchCheckOut: boolean('has_lunch_check_out').notNull().default(false),
    hasSupperCheckOut: boolean('has_supper_check_out').notNull().default(false),
    total: money('total'),
  },
  (t) => [index('booking_foods_booking').on(t.bookingId)],
);

/** Services of a booking (step 4), with the name and price as they were when chosen. */
export const bookingServices = pgTable(
  'booking_services',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    price: money('price'),
    serviceType: text('service_type').notNull(),
    quantity: integer('quantity').notNull(),
    rooms: integer('rooms').notNull().default(1),
    total: money('total'),
  },
  (t) => [index('booking_services_booking').on(t.bookingId)],
);

/** Discounts of a booking (step 5), with the value as it was when chosen. */
export const bookingDiscounts = pgTable(
  'booking_discounts',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    discountId: integer('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    discountKind: text('discount_kind').notNull(),
    value: numeric('value', { precision: 14, scale: 2 }).notNull(),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [index('booking_discounts_booking').on(t.bookingId)],
);

/**
 * Tasks for a responsible employee: a booking's (step 6, kind 'booking', written by the booking's save)
 * and, since issue 33 (migration 0061), maintenance and housekeeping tasks tied to no booking (written by
 * the housekeeping module). `tasks_kind` holds that a booking's task has its booking and no other has one.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'booking' | 'maintenance' | 'housekeeping'>().notNull().default('booking'),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    title: text('title').notNull(),
    responsibleId: integer('responsible_id').references(() => employees.id, { onDelete: 'set null' }),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    description: text('description').notNull().default(''),
    createdBy: integer('created_by').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tasks_booking').on(t.bookingId),
    index('tasks_company_due').on(t.companyId, t.dueDate),
    index('tasks_company_responsible_due').on(t.companyId, t.responsibleId, t.dueDate),
  ],
);

/** A company's housekeeping automation (issue 33, migration 0061); no row: the domain's defaults. */
export const housekeepingSettings = pgTable('housekeeping_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  checkOutMakesDirty: boolean('check_out_makes_dirty').notNull().default(true),
  dailyTidy: boolean('daily_tidy').notNull().default(true),
  tidyHour: smallint('tidy_hour').notNull().default(10),
  linenEveryNights: smallint('linen_every_nights').notNull().default(3),
  /** The last local date whose daily tidy ran: the schedule's own bookkeeping. */
  tidyDoneOn: date('tidy_done_on', { mode: 'string' }),
});

/**
 * The condition of a room (bed null) or a bed (issue 33, migration 0061). `changedAt` is when the change
 * happened (a replayed tap's own time). Its history, journal entry, live message and the calendar's
 * cache signal are written by the database's trigger on every change.
 */
export const roomConditions = pgTable(
  'room_conditions',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    bedId: integer('bed_id').references(() => beds.id, { onDelete: 'cascade' }),
    condition: text('condition').$type<RoomCondition>().notNull(),
    reason: text('reason').notNull().default(''),
    note: text('note').notNull().default(''),
    linenChange: boolean('linen_change').notNull().default(false),
    source: text('source').$type<ConditionSource>().notNull().default('hand'),
    changedBy: integer('changed_by').references(() => employees.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // NULLS NOT DISTINCT in the migration: one row for the room itself (bed null).
    uniqueIndex('room_conditions_unit').on(t.roomId, t.bedId),
    index('room_conditions_company').on(t.companyId),
  ],
);

/** Every change of a room's or a bed's condition (written by the trigger on room_conditions). */
export const roomConditionChanges = pgTable(
  'room_condition_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    companyId: companyRef(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    bedId: integer('bed_id').references(() => beds.id, { onDelete: 'cascade' }),
    fromCondition: text('from_condition').$type<RoomCondition>(),
    condition: text('condition').$type<RoomCondition>().notNull(),
    reason: text('reason').notNull().default(''),
    note: text('note').notNull().default(''),
    linenChange: boolean('linen_change').notNull().default(false),
    source: text('source').$type<ConditionSource>().notNull(),
    changedBy: integer('changed_by').references(() => employees.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('room_condition_changes_company_at').on(t.companyId, t.changedAt),
    index('room_condition_changes_room_at').on(t.roomId, t.changedAt),
  ],
);

/** Who cleans which room on a local date (issue 33, migration 0061). */
export const roomAssignments = pgTable(
  'room_assignments',
  {
    companyId: companyRef(),
    day: date('day', { mode: 'string' }).notNull(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    assignedBy: integer('assigned_by').references(() => employees.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'room_assignments_pk', columns: [t.roomId, t.day] }),
    index('room_assignments_company_day').on(t.companyId, t.day, t.employeeId),
  ],
);

/** PostgreSQL bytea as a Buffer (pg answers a Buffer, PGlite a Uint8Array: both become a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Pictures (issue 11): a category's photos, the company's gallery and logo. The bytes live in the
 * database, not in a local folder, so every server instance serves the same images and a backup holds
 * them. `owner_kind` + `owner_id` name what the picture belongs to (a category id; the company id for
 * 'company' and 'company_logo'); deleting the owner deletes its pictures (see docs/feed-and-strip.md).
 * At most one main picture per owner, enforced here: the partial unique index `images_one_main`.
 */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    ownerKind: text('owner_kind').notNull(),
    ownerId: integer('owner_id').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    /** sha256 of the original, hex: the ETag and the cache-busting part of the image's URL. */
    etag: text('etag').notNull(),
    data: bytea('data').notNull(),
    thumb: bytea('thumb').notNull(),
    thumbMime: text('thumb_mime').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('images_owner').on(t.companyId, t.ownerKind, t.ownerId),
    uniqueIndex('images_one_main').on(t.ownerKind, t.ownerId).where(sql`${t.isMain}`),
    check(
      'images_owner_kind',
      sql`${t.ownerKind} in ('category', 'company', 'company_logo', 'feed', 'strip', 'leisure')`,
    ),
  ],
);

/** A category's tags ('Вид на озеро', 'Wi-Fi'); a name once per category, whatever its case. */
export const categoryTags = pgTable(
  'category_tags',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('category_tags_name_key').on(t.categoryId, sql`lower(${t.name})`)],
);

/** The property's news on its booking page (docs/feed-and-strip.md). */
export const companyFeed = pgTable(
  'company_feed',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
    publishedAt: date('published_at', { mode: 'string' }).notNull(),
    published: boolean('published').notNull().default(true),
    searchText: searchText('title', 'text'),
    createdAt: createdAt(),
  },
  (t) => [index('company_feed_company_date').on(t.companyId, t.publishedAt)],
);

/** The banner strip of the booking page: pictures in `position` order, each with a caption and link. */
export const companyStrip = pgTable(
  'company_strip',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
    caption: text('caption').notNull().default(''),
    link: text('link').notNull().default(''),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    searchText: searchText('caption', 'link'),
    createdAt: createdAt(),
  },
  (t) => [index('company_strip_company_position').on(t.companyId, t.position)],
);

/**
 * The last number issued per company, document kind and year. The next document takes last + 1 in the
 * transaction that records it (render/issue.ts), so a refused or failed issue leaves no gap.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    companyId: companyRef(),
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind, t.year] })],
);

/**
 * Every document handed out (confirmation, coupons, cash orders, invoice, register): its number, the
 * data it printed and the file. Kept in the database, so any server instance serves it and a reprint is
 * the same document; a booking whose printed data changed gets a new document with a new number.
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef('restrict'),
    /** confirmation | coupons | receipt | expense | invoice | register | cash_report | leisure_ticket */
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    /** The booking (a group's parent) or the payment the document is about; a register has neither. */
    // No action (checked at the statement's end), so deleting a company deletes its documents and
    // bookings together; a booking or payment with documents cannot be deleted on its own.
    bookingId: integer('booking_id').references(() => bookings.id),
    paymentId: integer('payment_id').references(() => payments.id),
    /** The leisure order a ticket is of. */
    leisureOrderId: integer('leisure_order_id').references((): AnyPgColumn => leisureOrders.id),
    /** What was printed, and its sha256: the same data again reprints this document. */
    snapshot: jsonb('snapshot').notNull(),
    snapshotHash: text('snapshot_hash').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    createdBy: integer('created_by').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('issued_documents_number_key').on(t.companyId, t.kind, t.year, t.number),
    index('issued_documents_booking').on(t.companyId, t.bookingId, t.kind),
    index('issued_documents_payment').on(t.companyId, t.paymentId),
    index('issued_documents_leisure_order').on(t.companyId, t.leisureOrderId),
  ],
);

/**
 * A link to an issued document: unguessable (32 random bytes; only their sha256 is stored, so the table
 * grants nothing) and short-lived. Opening it needs no session, as the browser's download and a mail
 * client do not send one.
 */
export const documentLinks = pgTable(
  'document_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    companyId: companyRef(),
    documentId: integer('document_id')
      .notNull()
      .references(() => issuedDocuments.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('document_links_document').on(t.documentId)],
);

/** One attempt to deliver a logged e-mail: when, by whom, how it ended and what the server said. */
export interface MailAttempt {
  at: string;
  employeeId: number | null;
  status: 'sent' | 'refused' | 'failed';
  response: string | null;
  error: string | null;
}

/**
 * Every e-mail the PMS sends (the booking confirmation): to whom, the raw message exactly as sent (staff
 * read and download that, not a re-rendering), and how each attempt ended. The row is written as
 * 'sending' before the SMTP server is called, so a send cut short by a crash still shows.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef('restrict'),
    /** The booking, or the group's parent when is_group; the record of a send outlives the booking. */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    isGroup: boolean('is_group').notNull().default(false),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** The Message-ID header, which the receiving server (the built-in outbox too) keeps. */
    messageId: text('message_id').notNull(),
    /** sending | sent | refused (the server answered 5xx) | failed (no connection, timeout, 4xx) */
    status: text('status').notNull(),
    /** The SMTP server's last answer as it said it ('250 …', '550 …'). */
    response: text('response'),
    /** Why the last attempt did not deliver, in Russian for staff. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    attemptLog: jsonb('attempt_log').$type<MailAttempt[]>().notNull().default(sql`'[]'::jsonb`),
    raw: bytea('raw').notNull(),
    createdBy: integer('created_by').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_messages_company').on(t.companyId, t.id),
    index('mail_messages_booking').on(t.companyId, t.bookingId),
    check('mail_messages_status', sql`${t.status} in ('sending', 'sent', 'refused', 'failed')`),
  ],
);

/**
 * The built-in outbox's mailbox (smtp/outbox-server.ts): each message its SMTP server accepted while
 * SMTP_URL is unset, byte for byte. No company column: an SMTP server knows envelopes, not tenants;
 * staff read their company's mail through mail_messages, which keeps the same message.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    messageId: text('message_id'),
    mailFrom: text('mail_from').notNull(),
    rcptTo: jsonb('rcpt_to').$type<string[]>().notNull(),
    raw: bytea('raw').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_message_id').on(t.messageId)],
);

/**
 * One upload of a day's register to the company's SFTP folder (modules/sftp-export): started by staff
 * ('Выгрузить на SFTP') or by the nightly pass, and how it ended. The nightly pass claims its day by
 * inserting the row, so one nightly run per company and day, whichever server instance gets there first.
 */
export const sftpExports = pgTable(
  'sftp_exports',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    /** The property's local day the register covers. */
    date: date('date', { mode: 'string' }).notNull(),
    /** manual | nightly */
    trigger: text('trigger').notNull(),
    /** running | ok | failed */
    status: text('status').notNull().default('running'),
    /** The result in Russian, as staff read it ('Сервер отклонил логин, пароль или ключ'). */
    message: text('message').notNull().default(''),
    fileName: text('file_name').notNull(),
    /** The register issued for the run (documents register), kept when the upload failed too. */
    documentId: integer('document_id').references(() => issuedDocuments.id, { onDelete: 'set null' }),
    /** The employee who asked; null for the nightly pass. */
    createdBy: integer('created_by').references(() => employees.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('sftp_exports_company').on(t.companyId, t.id),
    uniqueIndex('sftp_exports_nightly_key').on(t.companyId, t.date).where(sql`${t.trigger} = 'nightly'`),
    check('sftp_exports_trigger', sql`${t.trigger} in ('manual', 'nightly')`),
    check('sftp_exports_status', sql`${t.status} in ('running', 'ok', 'failed')`),
  ],
);

/*
 * Leisure mode (specification 2.5, 3, 4, 7.1, 7.7; docs/leisure.md): a leisure object sells activities
 * ('Катание на лошадях', 'Сауна') by local day and tariff, each tariff with a stock of places per day.
 */

/** An activity: the leisure calendar's tab. */
export const leisureCategories = pgTable(
  'leisure_categories',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    searchText: searchText('name'),
    createdAt: createdAt(),
  },
  (t) => [uniqueName('leisure_categories', t)],
);

/** A place of an activity ('Беседка 3', 'Дорожка 1'): catalogue only, stock is per tariff. */
export const leisureRooms = pgTable(
  'leisure_rooms',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => leisureCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    searchText: searchText('name'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('leisure_rooms_category_name_key').on(t.categoryId, sql`lower(${t.name})`),
    index('leisure_rooms_company').on(t.companyId),
  ],
);

/**
 * A tariff of an activity: a session ('Утренний сеанс', 10:00–12:00) sold on the chosen weekdays and
 * months (the specification's keys mon…san, jan…dec with okt), with `stock_number` places a day.
 */
export const leisureTariffs = pgTable(
  'leisure_tariffs',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => leisureCategories.id, { onDelete: 'restrict' }),
    /** The tariff's name as the specification calls it. */
    enum: text('enum').notNull(),
    stockNumber: integer('stock_number').notNull(),
    /** Local 'HH:MM'. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    weekdays: jsonb('weekdays').$type<string[]>().notNull(),
    months: jsonb('months').$type<string[]>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    searchText: searchText('enum'),
    createdAt: createdAt(),
  },
  (t) => [
    index('leisure_tariffs_category').on(t.categoryId),
    check('leisure_tariffs_stock', sql`${t.stockNumber} > 0`),
  ],
);

/** A price item of a tariff ('Взрослый' 5 000, 'Детский' 3 000). */
export const leisurePrices = pgTable(
  'leisure_prices',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    tariffId: integer('tariff_id')
      .notNull()
      .references(() => leisureTariffs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: money('price'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('leisure_prices_tariff').on(t.tariffId), check('leisure_prices_price', sql`${t.price} >= 0`)],
);

/**
 * A tariff's places on one local day: created on the day's first sale with `total` = the tariff's
 * stock_number, then decremented by a conditional update in the sale's transaction
 * (`empty = empty - n WHERE empty >= n`). The CHECK is the guarantee: no client can sell below zero.
 */
export const leisureStock = pgTable(
  'leisure_stock',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    tariffId: integer('tariff_id')
      .notNull()
      .references(() => leisureTariffs.id, { onDelete: 'restrict' }),
    day: date('day', { mode: 'string' }).notNull(),
    total: integer('total').notNull(),
    empty: integer('empty').notNull(),
  },
  (t) => [
    uniqueIndex('leisure_stock_tariff_day_key').on(t.tariffId, t.day),
    index('leisure_stock_company_day').on(t.companyId, t.day),
    check('leisure_stock_bounds', sql`${t.empty} >= 0 and ${t.empty} <= ${t.total}`),
  ],
);

/**
 * A leisure order (the specification's leisure booking): 'book' (sold with a client), 'reserved'
 * ('Забронировать', with a client), 'stock' (places taken off without a client) or 'canceled' (its
 * places given back).
 */
export const leisureOrders = pgTable(
  'leisure_orders',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef('restrict'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => leisureCategories.id, { onDelete: 'restrict' }),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    comment: text('comment').notNull().default(''),
    quantity: integer('quantity').notNull(),
    amount: money('amount'),
    /** Payments − returns, kept by a trigger on payments as bookings.paid_amount is. */
    paidAmount: money('paid_amount'),
    cancelReason: text('cancel_reason'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('leisure_orders_company_day').on(t.companyId, t.day),
    check('leisure_orders_status', sql`${t.status} in ('reserved', 'book', 'stock', 'canceled')`),
    check('leisure_orders_quantity', sql`${t.quantity} > 0`),
  ],
);

/** What an order bought: a price item of a tariff, with its name and price as sold. */
export const leisureOrderItems = pgTable(
  'leisure_order_items',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    orderId: integer('order_id')
      .notNull()
      .references(() => leisureOrders.id, { onDelete: 'cascade' }),
    tariffId: integer('tariff_id')
      .notNull()
      .references(() => leisureTariffs.id, { onDelete: 'restrict' }),
    priceId: integer('price_id').references(() => leisurePrices.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    price: money('price'),
    quantity: integer('quantity').notNull(),
    amount: money('amount'),
  },
  (t) => [
    index('leisure_order_items_order').on(t.orderId),
    check('leisure_order_items_quantity', sql`${t.quantity} > 0`),
  ],
);

/**
 * The audit log ('История', 'Журнал действий'; issue 15): who did what to which entity of a company, with
 * the changed fields' before and after values. Append-only: written in the transaction of the change it
 * records, never updated or deleted (a trigger refuses both).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign key: the journal outlives a deleted company (migration 0046).
    companyId: integer('company_id').notNull(),
    /** Null for the system (the sweeper, the nightly jobs). */
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The kind of record: 'booking', 'payment', 'client', … (domain audit.ts). */
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    /** The booking a row belongs to, when it does (a payment, a guest, a group's room): its 'История'. */
    bookingId: integer('booking_id'),
    /** What was done: 'create', 'update', 'delete', or a named action ('check_in', 'move', 'cancel', …). */
    action: text('action').notNull(),
    /** The changed fields: {field: [before, after]}. */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    /** The action's typed payload (a reason, an amount, …; domain audit.ts). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The API key the change was made with (migration 0065: the default reads app.api_key_id), else
     * null; employee_id is then the key's creator. No foreign key: the journal outlives what it names.
     */
    apiKeyId: integer('api_key_id').default(sql`audit_api_key()`),
  },
  (t) => [
    index('audit_log_company_at').on(t.companyId, t.at),
    index('audit_log_company_booking').on(t.companyId, t.bookingId),
    index('audit_log_company_entity').on(t.companyId, t.entity, t.entityId),
  ],
);

/**
 * Idempotency keys (issue 15): the first answer to a create sent with an `Idempotency-Key`, so a retry
 * or a double click with the same key and body gets that answer instead of a second record. Kept 24 h.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: companyRef(),
    key: text('key').notNull(),
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'cascade' }),
    /** The method, route and SHA-256 of the body: the same key with another request is refused (422). */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    statusCode: integer('status_code'),
    /**
     * Set by the request's own write, in its transaction: the create happened. A claim that has it is
     * never run again, even if its answer was never stored (the instance died between commit and send).
     */
    committedAt: timestamp('committed_at', { withTimezone: true }),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] }), index('idempotency_keys_created').on(t.createdAt)],
);

/**
 * Rate plans (issue 32, migration 0057): a root plan has prices of its own by date; a derived one follows
 * its parent by `adjustment_kind` ('percent' | 'amount') and `adjustment_value`, and keeps none. Composite
 * keys hold a plan, its parent, categories, prices and restrictions to one company.
 */
export const ratePlans = pgTable('rate_plans', {
  id: serial('id').primaryKey(),
  companyId: companyRef(),
  name: text('name').notNull(),
  parentId: integer('parent_id'),
  adjustmentKind: text('adjustment_kind').$type<'percent' | 'amount'>(),
  adjustmentValue: numeric('adjustment_value', { precision: 14, scale: 2 }),
  isBase: boolean('is_base').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  isRefundable: boolean('is_refundable').notNull().default(true),
  cancellationPolicy: text('cancellation_policy').notNull().default(''),
  /** Included meals: this food tariff for every guest, every day it is served. */
  foodTariffId: integer('food_tariff_id'),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

/** The categories a plan is sold in; none listed means every category. */
export const ratePlanCategories = pgTable(
  'rate_plan_categories',
  {
    companyId: integer('company_id').notNull(),
    ratePlanId: integer('rate_plan_id').notNull(),
    categoryId: integer('category_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ratePlanId, t.categoryId] })],
);

const datePrice = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** A root plan's prices for a category on a date; a null row price leaves that row to the scheme. */
export const ratePrices = pgTable(
  'rate_prices',
  {
    companyId: integer('company_id').notNull(),
    ratePlanId: integer('rate_plan_id').notNull(),
    categoryId: integer('category_id').notNull(),
    date: date('date').notNull(),
    base: datePrice('base'),
    single: datePrice('single'),
    extraAdult: datePrice('extra_adult'),
    extraChild: datePrice('extra_child'),
    childWithoutPlace: datePrice('child_without_place'),
    hourPrice: datePrice('hour_price'),
  },
  (t) => [primaryKey({ columns: [t.ratePlanId, t.categoryId, t.date] })],
);

/** A plan's restrictions for a category on a date (a derived plan's add to its parent's). */
export const rateRestrictions = pgTable(
  'rate_restrictions',
  {
    companyId: integer('company_id').notNull(),
    ratePlanId: integer('rate_plan_id').notNull(),
    categoryId: integer('category_id').notNull(),
    date: date('date').notNull(),
    minStay: integer('min_stay'),
    maxStay: integer('max_stay'),
    closedToArrival: boolean('closed_to_arrival').notNull().default(false),
    closedToDeparture: boolean('closed_to_departure').notNull().default(false),
    stopSell: boolean('stop_sell').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.ratePlanId, t.categoryId, t.date] })],
);

/**
 * A company's API keys for partners (issue 34, migration 0065, docs/integrations.md): only the SHA-256
 * of the token is kept. Revoked, never deleted; a revoked key never comes back (the table's trigger).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    name: text('name').notNull(),
    /** The token's first characters, shown to tell keys apart. */
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull(),
    permissions: text('permissions').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => employees.id, { onDelete: 'set null' }),
    /** Written at most once a minute per instance. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_token_hash_unique').on(t.tokenHash),
    index('api_keys_company').on(t.companyId, t.id),
  ],
);

/**
 * Calendar sync (issue 34, part 1; migration 0063; docs/integrations.md): an export feed per room or per
 * category (and channel), served at a secret URL whose token a revoke replaces.
 */
export const calendarExports = pgTable('calendar_exports', {
  id: serial('id').primaryKey(),
  companyId: companyRef(),
  roomId: integer('room_id').references(() => rooms.id, { onDelete: 'cascade' }),
  categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
  channelId: integer('channel_id').references(() => salesChannels.id, { onDelete: 'cascade' }),
  token: text('token').notNull(),
  createdAt: createdAt(),
});

/** A channel's calendar URL imported into a room or a category as bookings of that channel. */
export const calendarImports = pgTable('calendar_imports', {
  id: serial('id').primaryKey(),
  companyId: companyRef(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  roomId: integer('room_id').references(() => rooms.id, { onDelete: 'cascade' }),
  categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
  channelId: integer('channel_id')
    .notNull()
    .references(() => salesChannels.id, { onDelete: 'restrict' }),
  intervalMinutes: integer('interval_minutes').notNull().default(15),
  active: boolean('active').notNull().default(true),
  /** Failed fetches in a row: the backoff (domain nextFetchDelayMinutes). */
  failures: integer('failures').notNull().default(0),
  lastFetchAt: timestamp('last_fetch_at', { withTimezone: true }),
  lastError: text('last_error').notNull().default(''),
  /** When the schedule takes it next; null when inactive. */
  nextFetchAt: timestamp('next_fetch_at', { withTimezone: true }),
  /** An instance fetching it holds it until then (no other instance takes it meanwhile). */
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Every event a feed had, keyed by (feed, UID): booked, in conflict, rejected by staff, or removed. */
export const calendarImportEvents = pgTable('calendar_import_events', {
  id: serial('id').primaryKey(),
  companyId: companyRef(),
  importId: integer('import_id')
    .notNull()
    .references(() => calendarImports.id, { onDelete: 'cascade' }),
  uid: text('uid').notNull(),
  summary: text('summary').notNull().default(''),
  checkIn: timestamp('check_in', { withTimezone: true }).notNull(),
  checkOut: timestamp('check_out', { withTimezone: true }).notNull(),
  state: text('state').$type<'booked' | 'conflict' | 'rejected' | 'removed'>().notNull(),
  bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' }),
  roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
  holder: text('holder').notNull().default(''),
  holderBookingId: integer('holder_booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  conflictAt: timestamp('conflict_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every fetch of an import feed: when, how it went, what it changed. */
export const calendarFetches = pgTable('calendar_fetches', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  companyId: companyRef(),
  importId: integer('import_id')
    .notNull()
    .references(() => calendarImports.id, { onDelete: 'cascade' }),
  trigger: text('trigger').$type<'schedule' | 'manual'>().notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  result: text('result').$type<'ok' | 'error'>().notNull(),
  created: integer('created').notNull().default(0),
  moved: integer('moved').notNull().default(0),
  cancelled: integer('cancelled').notNull().default(0),
  conflicts: integer('conflicts').notNull().default(0),
  error: text('error').notNull().default(''),
});
