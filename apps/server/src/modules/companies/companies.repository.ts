import { and, asc, count, eq, getTableColumns, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { worksThere } from '../../db/membership.ts';
import { companies, companyEmployees } from '../../db/schema.ts';
import { containsPattern } from '../../db/search-pattern.ts';

type CompanyInsert = typeof companies.$inferInsert;
export type CompanyRow = typeof companies.$inferSelect;
/** A company with whether it has history (migration 0046): 'Удалить' then archives it. */
export type CompanyListRow = CompanyRow & { hasHistory: boolean };

/** The database's own rule, the one its delete trigger applies. */
const hasHistory = sql<boolean>`company_has_history(${companies.id})`;
const withHistory = { ...getTableColumns(companies), hasHistory };

export const companiesRepository = {
  async page(db: Db, employeeId: number, opts: { offset: number; limit: number; search?: string }) {
    const mine = db
      .select({ id: companyEmployees.companyId })
      .from(companyEmployees)
      .where(and(eq(companyEmployees.employeeId, employeeId), worksThere()));
    const where = and(
      inArray(companies.id, mine),
      opts.search ? ilike(companies.name, containsPattern(opts.search)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select(withHistory)
        .from(companies)
        .where(where)
        .orderBy(asc(companies.id))
        .offset(opts.offset)
        .limit(opts.limit),
      db.select({ n: count() }).from(companies).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** The company if the employee works in it (active membership); another company is invisible. */
  async findForEmployee(db: Db, employeeId: number, id: number): Promise<CompanyListRow | undefined> {
    const [row] = await db
      .select(withHistory)
      .from(companies)
      .innerJoin(companyEmployees, eq(companyEmployees.companyId, companies.id))
      .where(and(eq(companies.id, id), eq(companyEmployees.employeeId, employeeId), worksThere()))
      .limit(1);
    return row;
  },

  /**
   * Locks the company against a concurrent delete or archive and answers whether it has history; rows
   * committed meanwhile still stop a delete (the foreign keys of its history restrict).
   */
  async lockHistory(db: Db, id: number) {
    const [row] = await db.select({ hasHistory }).from(companies).where(eq(companies.id, id)).for('update');
    return row?.hasHistory ?? false;
  },

  archive: (db: Db, id: number) =>
    db.update(companies).set({ archivedAt: sql`now()` }).where(eq(companies.id, id)),

  findById: async (db: Db, id: number) => (await db.select().from(companies).where(eq(companies.id, id)))[0],

  /** The company, its row locked until the transaction ends: a read that the same write then merges into. */
  lockById: async (db: Db, id: number) =>
    (await db.select().from(companies).where(eq(companies.id, id)).for('update'))[0],

  async insert(db: Db, values: CompanyInsert) {
    const [row] = await db.insert(companies).values(values).returning();
    return row!;
  },

  async update(db: Db, id: number, values: Partial<CompanyInsert>) {
    const [row] = await db.update(companies).set(values).where(eq(companies.id, id)).returning();
    return row!;
  },

  delete: (db: Db, id: number) => db.delete(companies).where(eq(companies.id, id)),

  /** The creator of a company owns it. */
  addOwner: (db: Db, companyId: number, employeeId: number) =>
    db
      .insert(companyEmployees)
      .values({ companyId, employeeId, isChosen: true, role: 'owner' })
      .onConflictDoNothing(),

  /** Marks exactly `chosen` of the employee's companies as chosen. */
  setChosen: (db: Db, employeeId: number, chosen: number[]) =>
    db
      .update(companyEmployees)
      .set({ isChosen: inArray(companyEmployees.companyId, chosen) })
      .where(eq(companyEmployees.employeeId, employeeId)),
};
