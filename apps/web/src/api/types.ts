/**
 * Response shapes of the PMS API (docs/api.md). Request bodies come from the zod schemas in @pms/domain,
 * and so does every answer the domain declares a view of (its `*View` schemas and their types). The
 * shapes written out below are declared as views by the server alone (apps/server http/views.ts and its
 * areas' routes), where the browser cannot import them from.
 */
import type {
  bookingTimeModes,
  CategoryType,
  clientFieldNames,
  ImageRef,
  ImageView,
  ObjectType,
  PriceType,
  RateRowKind,
  Role,
  requisitesView,
  SftpSettingsInput,
  TagView,
} from '@pms/domain';
import type { z } from 'zod';

export interface Page<T> {
  count: number;
  results: T[];
}

export interface Employee {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  middle_name: string;
  phone_number: string;
  is_active: boolean;
  /**
   * A pending invitation: the names are what the inviting company typed and `is_active` is false until
   * the person signs in for the first time or accepts it in their profile.
   */
  invited: boolean;
  created_at: string;
  /** Their role in the current company (issue 15). */
  role: Role;
}

/** A company that invites the signed-in employee. */
export interface Invitation {
  company_id: number;
  name: string;
}

/** The answer to accepting an invitation: the employee's companies now, and the invitations left. */
export interface InvitationAnswer {
  companies: CompanyShort[];
  invitations: Invitation[];
}

export interface CompanyShort {
  id: number;
  name: string;
  object_type: ObjectType;
  is_chosen: boolean;
  /** The employee's role there: what the screens show (the server checks every call anyway). */
  role: Role;
}

export interface Profile extends Employee {
  companies: CompanyShort[];
  company_id: number | null;
  invitations: Invitation[];
  /** A new login waiting for the code mailed to it (null: none). */
  pending_email?: string | null;
}

/** What an invitation link invites to (POST /api/v2/auth/invitation/). */
export interface InvitationLink {
  email: string;
  company: string;
  first_name: string;
  last_name: string;
  /** The account has a password already: sign in and accept in the profile. */
  has_password: boolean;
}

export interface LoginResponse {
  token: string;
  user: Employee;
  companies: CompanyShort[];
  company_id: number | null;
  invitations: Invitation[];
}

export type BookingTimeMode = (typeof bookingTimeModes)[number];
export type ClientFieldName = (typeof clientFieldNames)[number];

export interface Company {
  id: number;
  name: string;
  object_type: ObjectType;
  address: string;
  phone: string;
  email: string;
  timezone: string;
  check_in_time: string;
  check_out_time: string;
  booking_time: BookingTimeMode;
  required_fields: { name: ClientFieldName }[];
  created_at: string;
  /** 'Удалить' archives a company with history (it keeps its data) and deletes only an empty one. */
  has_history: boolean;
}

/** The current company's settings: with its requisites and SFTP settings (never the secret itself). */
export interface CompanyInfoResponse extends Omit<Company, 'created_at' | 'has_history'> {
  requisites: z.infer<typeof requisitesView>;
  sftp: Omit<SftpSettingsInput, 'secret'> & { has_secret: boolean };
}

export interface Category {
  id: number;
  name: string;
  category_type: CategoryType;
  place_number: number;
  additional_place: number;
  adult_count: number | null;
  description: string;
  is_active: boolean;
  rates: CategoryRatesView;
  rooms: number;
  /** Photos, oldest first; the main one also as `main_image` (null without photos). */
  images: ImageView[];
  main_image: ImageRef | null;
  tags: TagView[];
}

/** A category's room rates as stored (docs/pricing.md): decimal strings such as "15000.00". */
export interface CategoryRatesView {
  price_type: PriceType;
  /** Per row kind, a price per weekday key (mon … san) or month key (jan … dec); a missing key is 0. */
  rows: Partial<Record<RateRowKind, Partial<Record<string, string>>>>;
  early_check_in?: string;
  late_check_out?: string;
}

export interface Bed {
  id: number;
  name: string;
}

export interface Room {
  id: number;
  name: string;
  category: number;
  category_name: string;
  category_type: CategoryType;
  is_active: boolean;
  koika_list: Bed[];
  /** Only when asked for a window: nothing holds the room at any moment of it. */
  is_free?: boolean;
}
