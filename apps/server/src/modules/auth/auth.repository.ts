import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { worksThere } from '../../db/membership.ts';
import { companies, companyEmployees, employees, sessions } from '../../db/schema.ts';

export type EmployeeRow = typeof employees.$inferSelect;

const membershipColumns = {
  id: companies.id,
  name: companies.name,
  object_type: companies.objectType,
  is_chosen: companyEmployees.isChosen,
};

export const authRepository = {
  findEmployeeByEmail: async (db: Db, email: string) =>
    (await db.select().from(employees).where(eq(employees.email, email)).limit(1))[0],

  countEmployees: async (db: Db) => (await db.$count(employees)) as number,

  insertSession: (db: Db, employeeId: number, hash: string, expiresAt: Date) =>
    db.insert(sessions).values({ employeeId, tokenHash: hash, expiresAt }),

  /** The live session of a token with its active employee, or nothing. */
  findLiveSession: async (db: Db, hash: string, now: Date) =>
    (
      await db
        .select({ sessionId: sessions.id, employee: employees })
        .from(sessions)
        .innerJoin(employees, eq(employees.id, sessions.employeeId))
        .where(and(eq(sessions.tokenHash, hash), gt(sessions.expiresAt, now), eq(employees.isActive, true)))
        .limit(1)
    )[0],

  deleteSession: (db: Db, hash: string) => db.delete(sessions).where(eq(sessions.tokenHash, hash)),

  deleteSessionsOf: (db: Db, employeeId: number) =>
    db.delete(sessions).where(eq(sessions.employeeId, employeeId)),

  deleteOtherSessions: (db: Db, employeeId: number, keepHash: string) =>
    db.delete(sessions).where(and(eq(sessions.employeeId, employeeId), ne(sessions.tokenHash, keepHash))),

  /**
   * Companies the employee works in (active memberships), chosen ones first, then by id: the first is the
   * default company. A deactivated membership gives no access to its company.
   */
  memberships: (db: Db, employeeId: number) =>
    db
      .select(membershipColumns)
      .from(companyEmployees)
      .innerJoin(companies, eq(companies.id, companyEmployees.companyId))
      .where(and(eq(companyEmployees.employeeId, employeeId), worksThere()))
      .orderBy(asc(companies.id)),

  /**
   * The memberships of a session's employee, read by token so it can run beside findLiveSession; each
   * with its company's settings, so the request's actor needs no query of its own.
   */
  membershipsOfSession: (db: Db, hash: string) =>
    db
      .select({
        ...membershipColumns,
        settings: {
          timeZone: companies.timezone,
          checkInTime: companies.checkInTime,
          checkOutTime: companies.checkOutTime,
          requiredFields: companies.requiredFields,
        },
      })
      .from(sessions)
      .innerJoin(companyEmployees, eq(companyEmployees.employeeId, sessions.employeeId))
      .innerJoin(companies, eq(companies.id, companyEmployees.companyId))
      .where(and(eq(sessions.tokenHash, hash), worksThere()))
      .orderBy(asc(companies.id)),
};
