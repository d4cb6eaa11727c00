import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { worksThere } from '../../db/membership.ts';
import { companyEmployees, employees } from '../../db/schema.ts';
import { containsPattern } from '../../db/search-pattern.ts';

type EmployeeInsert = typeof employees.$inferInsert;

const inCompany = (companyId: number) => eq(companyEmployees.companyId, companyId);

function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const like = containsPattern(search);
  return or(ilike(employees.firstName, like), ilike(employees.lastName, like), ilike(employees.email, like));
}

export const employeesRepository = {
  async page(db: Db, companyId: number, opts: { offset: number; limit: number; search?: string }) {
    const where = and(inCompany(companyId), searchFilter(opts.search));
    const [rows, [total]] = await Promise.all([
      db
        .select({ employee: employees, active: companyEmployees.isActive })
        .from(employees)
        .innerJoin(companyEmployees, eq(companyEmployees.employeeId, employees.id))
        .where(where)
        .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id))
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
   * An employee of the company with their membership's active flag, or nothing: another company's
   * employee is invisible.
   */
  async findInCompany(db: Db, companyId: number, id: number) {
    const [row] = await db
      .select({ employee: employees, active: companyEmployees.isActive })
      .from(employees)
      .innerJoin(companyEmployees, eq(companyEmployees.employeeId, employees.id))
      .where(and(inCompany(companyId), eq(employees.id, id)))
      .limit(1);
    return row;
  },

  /** Companies the employee belongs to (active or not) in which `actorId` is not an active member. */
  async companiesBeyond(db: Db, employeeId: number, actorId: number) {
    const rows = await db
      .select({ companyId: companyEmployees.companyId })
      .from(companyEmployees)
      .where(
        and(
          eq(companyEmployees.employeeId, employeeId),
          sql`not exists (select 1 from company_employees mine where mine.company_id = company_employees.company_id
                and mine.employee_id = ${actorId} and mine.is_active)`,
        ),
      );
    return rows.map((r) => r.companyId);
  },

  /**
   * Active members of the company other than `employeeId`, counted with the company's membership rows
   * locked: two colleagues removing each other at once are serialised, so one of them is refused.
   */
  async otherActiveMembersLocked(db: Db, companyId: number, employeeId: number) {
    const rows = await db
      .select({ employeeId: companyEmployees.employeeId, active: companyEmployees.isActive })
      .from(companyEmployees)
      .where(inCompany(companyId))
      .for('update');
    return rows.filter((r) => r.active && r.employeeId !== employeeId).length;
  },

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

  addMembership: (db: Db, companyId: number, employeeId: number) =>
    db.insert(companyEmployees).values({ companyId, employeeId }).onConflictDoNothing(),

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
