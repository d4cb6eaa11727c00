import type { Role } from '@pms/domain';
import { and, asc, count, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { worksThere } from '../../db/membership.ts';
import { companyEmployees, employees, type MembershipInvitation } from '../../db/schema.ts';
import { containsPattern } from '../../db/search-pattern.ts';

type EmployeeInsert = typeof employees.$inferInsert;

const inCompany = (companyId: number) => eq(companyEmployees.companyId, companyId);

/**
 * A name as the company may see it: what it typed into a pending invitation, else the account's. A
 * company that invited an address must not find, by searching, names it did not type.
 */
const shown = (key: 'first_name' | 'last_name', column: PgColumn) =>
  sql<string>`coalesce(${companyEmployees.invitation}->>${key}, ${column})`;
const shownFirst = shown('first_name', employees.firstName);
const shownLast = shown('last_name', employees.lastName);

function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const like = containsPattern(search);
  return or(ilike(shownFirst, like), ilike(shownLast, like), ilike(employees.email, like));
}

const memberColumns = {
  employee: employees,
  active: companyEmployees.isActive,
  invitation: companyEmployees.invitation,
  joinedAt: companyEmployees.createdAt,
  role: companyEmployees.role,
};

export const employeesRepository = {
  async page(db: Db, companyId: number, opts: { offset: number; limit: number; search?: string }) {
    const where = and(inCompany(companyId), searchFilter(opts.search));
    const [rows, [total]] = await Promise.all([
      db
        .select(memberColumns)
        .from(employees)
        .innerJoin(companyEmployees, eq(companyEmployees.employeeId, employees.id))
        .where(where)
        .orderBy(asc(shownLast), asc(shownFirst), asc(employees.id))
        .offset(opts.offset)
        .limit(opts.limit),
      db
        .select({ n: count() })
        .from(employees)
        .innerJoin(companyEmployees, eq(companyEmployees.employeeId, employees.id))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /**
   * An employee of the company with their membership (switched on or off, or a pending invitation), or
   * nothing: another company's employee is invisible.
   */
  async findInCompany(db: Db, companyId: number, id: number) {
    const [row] = await db
      .select(memberColumns)
      .from(employees)
      .innerJoin(companyEmployees, eq(companyEmployees.employeeId, employees.id))
      .where(and(inCompany(companyId), eq(employees.id, id)))
      .limit(1);
    return row;
  },

  /**
   * Companies the employee belongs to (switched on or off; pending invitations aside) in which `actorId`
   * does not work.
   */
  async companiesBeyond(db: Db, employeeId: number, actorId: number) {
    const rows = await db
      .select({ companyId: companyEmployees.companyId })
      .from(companyEmployees)
      .where(
        and(
          eq(companyEmployees.employeeId, employeeId),
          isNull(companyEmployees.invitation),
          sql`not exists (select 1 from company_employees mine where mine.company_id = company_employees.company_id
                and mine.employee_id = ${actorId} and mine.is_active and mine.invitation is null)`,
        ),
      );
    return rows.map((r) => r.companyId);
  },

  /**
   * Active members of the company other than `employeeId`, and how many of them own it, counted with the
   * company's membership rows locked: two colleagues removing or demoting each other at once are
   * serialised, so one of them is refused.
   */
  async othersLocked(db: Db, companyId: number, employeeId: number) {
    const rows = await db
      .select({
        employeeId: companyEmployees.employeeId,
        active: companyEmployees.isActive,
        invited: sql<boolean>`${companyEmployees.invitation} is not null`,
        role: companyEmployees.role,
      })
      .from(companyEmployees)
      .where(inCompany(companyId))
      .for('update');
    const others = rows.filter((r) => r.active && !r.invited && r.employeeId !== employeeId);
    return { members: others.length, owners: others.filter((r) => r.role === 'owner').length };
  },

  setRole: (db: Db, companyId: number, employeeId: number, role: Role) =>
    db
      .update(companyEmployees)
      .set({ role })
      .where(and(inCompany(companyId), eq(companyEmployees.employeeId, employeeId))),

  setMembershipActive: (db: Db, companyId: number, employeeId: number, active: boolean) =>
    db
      .update(companyEmployees)
      .set({ isActive: active })
      .where(and(inCompany(companyId), eq(companyEmployees.employeeId, employeeId))),

  findById: async (db: Db, id: number) => (await db.select().from(employees).where(eq(employees.id, id)))[0],

  findByEmail: async (db: Db, email: string) =>
    (await db.select().from(employees).where(eq(employees.email, email)).limit(1))[0],

  async insert(db: Db, values: EmployeeInsert) {
    const [row] = await db.insert(employees).values(values).returning();
    return row!;
  },

  async update(db: Db, id: number, values: Partial<EmployeeInsert>) {
    const [row] = await db.update(employees).set(values).where(eq(employees.id, id)).returning();
    return row!;
  },

  /** A membership that waits for the employee to accept it, holding what the inviting company typed. */
  addInvitation: (
    db: Db,
    companyId: number,
    employeeId: number,
    invitation: MembershipInvitation,
    role: Role,
  ) => db.insert(companyEmployees).values({ companyId, employeeId, invitation, role }),

  setInvitation: (db: Db, companyId: number, employeeId: number, invitation: MembershipInvitation) =>
    db
      .update(companyEmployees)
      .set({ invitation })
      .where(and(inCompany(companyId), eq(companyEmployees.employeeId, employeeId))),

  /** Turns the employee's pending invitation from `companyId` into a membership. */
  async acceptInvitations(db: Db, employeeId: number, which: { companyId: number }) {
    const rows = await db
      .update(companyEmployees)
      .set({ invitation: null })
      .where(
        and(
          eq(companyEmployees.employeeId, employeeId),
          isNotNull(companyEmployees.invitation),
          inCompany(which.companyId),
        ),
      )
      .returning({ companyId: companyEmployees.companyId });
    return rows.length;
  },

  /**
   * The first password of an account an invitation made, set by its invitee through the mailed link;
   * nothing when the account has one already (a link never replaces a password).
   */
  async setFirstPassword(db: Db, id: number, values: Partial<EmployeeInsert> & { passwordHash: string }) {
    const [row] = await db
      .update(employees)
      .set(values)
      .where(and(eq(employees.id, id), isNull(employees.passwordHash)))
      .returning();
    return row;
  },

  async declineInvitation(db: Db, companyId: number, employeeId: number) {
    const rows = await db
      .delete(companyEmployees)
      .where(
        and(
          inCompany(companyId),
          eq(companyEmployees.employeeId, employeeId),
          isNotNull(companyEmployees.invitation),
        ),
      )
      .returning({ companyId: companyEmployees.companyId });
    return rows.length > 0;
  },

  removeMembership: (db: Db, companyId: number, employeeId: number) =>
    db.delete(companyEmployees).where(and(inCompany(companyId), eq(companyEmployees.employeeId, employeeId))),

  countMemberships: (db: Db, employeeId: number) =>
    db.$count(companyEmployees, eq(companyEmployees.employeeId, employeeId)),

  deleteEmployee: (db: Db, id: number) => db.delete(employees).where(eq(employees.id, id)),

  responsibles: (db: Db, companyId: number) =>
    db
      .select({
        id: employees.id,
        first_name: employees.firstName,
        last_name: employees.lastName,
        middle_name: employees.middleName,
      })
      .from(employees)
      .innerJoin(companyEmployees, eq(companyEmployees.employeeId, employees.id))
      .where(and(inCompany(companyId), worksThere()))
      .orderBy(asc(employees.lastName), asc(employees.firstName)),
};
