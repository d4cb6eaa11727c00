/** Zod shapes of what the API answers, for the OpenAPI document and the response serializer. */
import { idSchema, roles } from '@pms/domain';
import { z } from 'zod';

export const errorView = z.object({ error: z.string(), field: z.string().optional() });

export const employeeView = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string(),
  phone_number: z.string(),
  is_active: z.boolean(),
  /** A pending invitation to the request's company: the employee has not accepted it yet. */
  invited: z.boolean(),
  created_at: z.string(),
});

/** An employee as their company sees them: with their role there (issue 15). */
export const memberView = employeeView.extend({ role: z.enum(roles) });

/** A company inviting the signed-in employee. */
export const invitationView = z.object({ company_id: z.number(), name: z.string() });

export const companyShortView = z.object({
  id: z.number(),
  name: z.string(),
  object_type: z.string(),
  is_chosen: z.boolean(),
  /** The employee's role in this company: what the web shows and hides. */
  role: z.enum(roles),
});

/** The answer that signs someone in: the login, and taking up an invitation link. */
export const signedInView = z.object({
  token: z.string(),
  user: employeeView,
  companies: z.array(companyShortView),
  company_id: z.number().nullable(),
  invitations: z.array(invitationView),
});

export const okView = z.object({ ok: z.literal(true) });

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number(), results: z.array(item) });

/** Standard error answers a route may give, so the OpenAPI document lists them. */
export const errorResponses = {
  400: errorView,
  401: errorView,
  403: errorView,
  404: errorView,
  409: errorView,
} as const;

/** A path's `{id}`: digits only, within PostgreSQL's integer ('0x1', '1e0' or ' 1' are not booking 1). */
export const idParams = z.object({ id: idSchema });

/** Instants leave the API as unix seconds. */
export const unixSeconds = (d: Date) => Math.floor(d.getTime() / 1000);
/** …and come back into the database as dates. */
export const fromUnixSeconds = (s: number) => new Date(s * 1000);
