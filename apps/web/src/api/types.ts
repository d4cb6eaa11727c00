/**
 * Response shapes of the PMS API (docs/api.md). Request bodies come from the zod schemas in @pms/domain,
 * and so does every answer: the server declares each one with a view in the domain (its `*View` schemas),
 * and the types below are those views' types under the names the screens use.
 */
import type {
  bookingTimeModes,
  CategoryView,
  CompanySettingsView,
  CompanyShortView,
  CompanyView,
  clientFieldNames,
  InvitationAnswerView,
  InvitationLinkView,
  InvitationView,
  MemberView,
  ProfileAnswerView,
  SignedInView,
  WindowRoomView,
} from '@pms/domain';

export type { Page } from '@pms/domain';

/** An employee of the current company, with their role there (issue 15). */
export type Employee = MemberView;
/** A company that invites the signed-in employee. */
export type Invitation = InvitationView;
/** The answer to accepting an invitation: the employee's companies now, and the invitations left. */
export type InvitationAnswer = InvitationAnswerView;
/** A company the employee may switch to, with their role there. */
export type CompanyShort = CompanyShortView;
/** The signed-in employee, their companies, the current company and their invitations. */
export type Profile = ProfileAnswerView;
/** What an invitation link invites to (POST /api/v2/auth/invitation/). */
export type InvitationLink = InvitationLinkView;
export type LoginResponse = SignedInView;

export type BookingTimeMode = (typeof bookingTimeModes)[number];
export type ClientFieldName = (typeof clientFieldNames)[number];

export type Company = CompanyView;
/** The current company's settings: with its requisites and SFTP settings (never the secret itself). */
export type CompanyInfoResponse = CompanySettingsView;

export type Category = CategoryView;
/** A category's room rates as stored (docs/pricing.md): decimal strings such as "15000.00". */
export type CategoryRatesView = CategoryView['rates'];

export type Room = WindowRoomView;
export type Bed = Room['koika_list'][number];
