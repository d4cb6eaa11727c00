import type { Role } from '@pms/domain';
import { and, asc, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { worksThere } from '../../db/membership.ts';
import { perDatabase } from '../../db/per-database.ts';
import { companies, companyEmployees, employees, sessions } from '../../db/schema.ts';

export type EmployeeRow = typeof employees.$inferSelect;

const membershipColumns = {
  id: companies.id,
  name: companies.name,
  object_type: companies.objectType,
  is_chosen: companyEmployees.isChosen,
  role: companyEmployees.role,
};

/**
 * Every API request reads its session (authRepository.liveSession), so the query is built once and
 * prepared by name: PostgreSQL parses and plans it once per connection.
 */
const liveSessionQuery = (db: Db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      employee: employees,
      company: {
        ...membershipColumns,
        timeZone: companies.timezone,
        checkInTime: companies.checkInTime,
        checkOutTime: companies.checkOutTime,
        requiredFields: companies.requiredFields,
      },
    })
    .from(sessions)
    .innerJoin(employees, eq(employees.id, sessions.employeeId))
    .leftJoin(companyEmployees, and(eq(companyEmployees.employeeId, sessions.employeeId), worksThere()))
    .leftJoin(companies, eq(companies.id, companyEmployees.companyId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('hash')),
        gt(sessions.expiresAt, sql`now()`),
        eq(employees.isActive, true),
      ),
    )
    .orderBy(asc(companies.id));
const liveSessionStatement = perDatabase((db) => liveSessionQuery(db).prepare('live_session'));

export const authRepository = {
  findEmployeeByEmail: async (db: Db, email: string) =>
    (await db.select().from(employees).where(eq(employees.email, email)).limit(1))[0],

  countEmployees: async (db: Db) => (await db.$count(employees)) as number,

  insertSession: (db: Db, employeeId: number, hash: string, expiresAt: Date) =>
    db.insert(sessions).values({ employeeId, tokenHash: hash, expiresAt }),

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
   * The live session of a token with its active employee and the employee's memberships, each with its
   * company's settings, so the request's actor needs no query of its own: one row per membership (one
   * row with no company when there is none), none when the session is unknown, expired or its employee
   * inactive. Every API request pays for this, so it is one query.
   */
  liveSession: (db: Db, hash: string) => liveSessionStatement(db).execute({ hash }),

  /** The companies inviting the employee, for them to accept or decline. */
  invitationsOf: (db: Db, employeeId: number) =>
    db
      .select({ company_id: companies.id, name: companies.name })
      .from(companyEmployees)
      .innerJoin(companies, eq(companies.id, companyEmployees.companyId))
      .where(and(eq(companyEmployees.employeeId, employeeId), isNotNull(companyEmployees.invitation)))
      .orderBy(asc(companies.id)),

  // The first start of an empty database (bootstrapAdmin): its administrator and company.

  async insertEmployee(db: Db, values: typeof employees.$inferInsert) {
    const [row] = await db.insert(employees).values(values).returning();
    return row!;
  },

  /** Some company, any one: the first administrator works in it when the database already has one. */
  async anyCompany(db: Db) {
    const [row] = await db.select({ id: companies.id }).from(companies).limit(1);
    return row;
  },

  async insertCompany(db: Db, name: string) {
    const [row] = await db.insert(companies).values({ name }).returning({ id: companies.id });
    return row!;
  },

  insertMembership: (db: Db, companyId: number, employeeId: number, role: Role) =>
    db.insert(companyEmployees).values({ companyId, employeeId, role }),
};
