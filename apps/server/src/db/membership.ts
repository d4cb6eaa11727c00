/**
 * Who works in a company: a membership that is switched on. Access, task responsibles, the employees'
 * colleague rules and the last-member rule all mean this, so it is written once.
 */
import { eq } from 'drizzle-orm';
import { companyEmployees } from './schema.ts';

export const worksThere = () => eq(companyEmployees.isActive, true);
