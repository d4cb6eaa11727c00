/**
 * Who works in a company: a membership that is switched on and is not an invitation still waiting to be
 * accepted, in a company that is not archived. Access, the company list, task responsibles, the colleague
 * rules and the last-member rule all mean this, so it is written once.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { companyEmployees } from './schema.ts';

export const worksThere = () =>
  and(
    eq(companyEmployees.isActive, true),
    isNull(companyEmployees.invitation),
    // Nobody works in an archived company (migration 0046): it leaves every list, the switcher and every
    // session, so its X-Company-Id is refused like any company not one's own.
    sql`not exists (select 1 from companies archived
                    where archived.id = ${companyEmployees.companyId} and archived.archived_at is not null)`,
  );
