/**
 * Answers about people and where they work (docs/api.md): an employee, a member of a company, the
 * signed-in profile, the companies they may switch between and the invitations they hold. The server
 * declares its answers with these schemas, and the browser's types are inferred from them.
 */
import { z } from 'zod';
import { isoInstant } from './iso-instant.ts';
import { genders } from './primitives.ts';
import { roles } from './roles.ts';

export const employeeView = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string(),
  phone_number: z.string(),
  /** 'male' or 'female' when given; null: unknown ('Изменено: …' instead of 'изменил'/'изменила'). */
  gender: z.enum(genders).nullable(),
  is_active: z.boolean(),
  /** A pending invitation to the request's company: the employee has not accepted it yet. */
  invited: z.boolean(),
  created_at: isoInstant,
});
export type EmployeeView = z.infer<typeof employeeView>;

/** An employee as their company sees them: with their role there (issue 15). */
export const memberView = employeeView.extend({ role: z.enum(roles) });
export type MemberView = z.infer<typeof memberView>;

/** A company inviting the signed-in employee. */
export const invitationView = z.object({ company_id: z.number(), name: z.string() });
export type InvitationView = z.infer<typeof invitationView>;

export const companyShortView = z.object({
  id: z.number(),
  name: z.string(),
  object_type: z.string(),
  is_chosen: z.boolean(),
  /** The employee's role in this company: what the web shows and hides. */
  role: z.enum(roles),
});
export type CompanyShortView = z.infer<typeof companyShortView>;

/** The answer that signs someone in: the login, and taking up an invitation link. */
export const signedInView = z.object({
  token: z.string(),
  user: employeeView,
  companies: z.array(companyShortView),
  company_id: z.number().nullable(),
  invitations: z.array(invitationView),
});
export type SignedInView = z.infer<typeof signedInView>;

/** The signed-in employee: with the new e-mail waiting for its code, if any. */
export const profileView = employeeView.extend({ pending_email: z.string().nullable() });
export type ProfileView = z.infer<typeof profileView>;

/** GET profile: the signed-in employee with their companies, the chosen one and their invitations. */
export const profileAnswerView = profileView.extend({
  companies: z.array(companyShortView),
  company_id: z.number().nullable(),
  invitations: z.array(invitationView),
});
export type ProfileAnswerView = z.infer<typeof profileAnswerView>;

/** The answer to accepting an invitation: the employee's companies now, and the invitations left. */
export const invitationAnswerView = z.object({
  companies: z.array(companyShortView),
  invitations: z.array(invitationView),
});
export type InvitationAnswerView = z.infer<typeof invitationAnswerView>;

/** What an invitation link invites to (POST /api/v2/auth/invitation/). */
export const invitationLinkView = z.object({
  email: z.string(),
  company: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** The account has a password already: sign in and accept in the profile. */
  has_password: z.boolean(),
});
export type InvitationLinkView = z.infer<typeof invitationLinkView>;

/** An employee a booking's task can be given to (GET /api/v2/user/responsibles/). */
export const responsibleView = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string(),
});
export type ResponsibleView = z.infer<typeof responsibleView>;
