/**
 * Who works in a company: a membership that is switched on and is not an invitation still waiting to be
 * accepted. Access, the company list, task responsibles, the colleague rules and the last-member rule
 * all mean this, so it is written once.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { companyEmployees } from './schema.ts';

export const worksThere = () => and(eq(companyEmployees.isActive, true), isNull(companyEmployees.invitation));
