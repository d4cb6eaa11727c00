/**
 * Reading the audit log (the triggers of migration 0033 write it). Every query names the company: a
 * record of another company is never read, whatever id is asked for.
 */
import { accountJournalActions, type Role } from '@pms/domain';
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, auditLog, bookings, companyEmployees, employees } from '../../db/schema.ts';

/** What the journal filters on, resolved by the service: instants [from, to) in unix seconds. */
export interface AuditCriteria {
  companyId: number;
  employeeId?: number;
  entity?: string;
  action?: string;
  from?: number;
  to?: number;
}

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  employeeId: auditLog.employeeId,
  firstName: employees.firstName,
  lastName: employees.lastName,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  bookingId: auditLog.bookingId,
  /**
   * The company's number of that booking (bookings.number); a removed draft's from its own create or
   * delete record (migration 0054); null when nothing tells it (a draft removed before numbers).
   */
  bookingNumber: sql<number | null>`coalesce(${bookings.number},
    case when ${auditLog.entity} = 'booking' then (${auditLog.data} ->> 'number')::int end)`,
  action: auditLog.action,
  changes: auditLog.changes,
  data: auditLog.data,
  /** The API key the change was made with (issue 34), and its name. */
  apiKeyId: auditLog.apiKeyId,
  apiKeyName: apiKeys.name,
};

function where(c: AuditCriteria): SQL | undefined {
  return and(
    eq(auditLog.companyId, c.companyId),
    c.employeeId === undefined ? undefined : eq(auditLog.employeeId, c.employeeId),
    c.entity === undefined ? undefined : eq(auditLog.entity, c.entity),
    c.action === undefined ? undefined : eq(auditLog.action, c.action),
    c.from === undefined ? undefined : gte(auditLog.at, new Date(c.from * 1000)),
    c.to === undefined ? undefined : lt(auditLog.at, new Date(c.to * 1000)),
  );
}

/** The journal's rows are read with their employee, whose name outlives a deactivation. */
const withEmployee = (db: Db) =>
  db
    .select(columns)
    .from(auditLog)
    .leftJoin(employees, eq(employees.id, auditLog.employeeId))
    .leftJoin(apiKeys, and(eq(apiKeys.id, auditLog.apiKeyId), eq(apiKeys.companyId, auditLog.companyId)))
    .leftJoin(bookings, and(eq(bookings.id, auditLog.bookingId), eq(bookings.companyId, auditLog.companyId)));

export type AuditLogRow = Awaited<ReturnType<ReturnType<typeof withEmployee>['execute']>>[number];

export const auditRepository = {
  /** A page of the journal, newest first (the index company_id, at serves both the order and the period). */
  page: (db: Db, c: AuditCriteria, offset: number, limit: number) =>
    withEmployee(db)
      .where(where(c))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset),

  async count(db: Db, c: AuditCriteria): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where(c));
    return row?.n ?? 0;
  },

  /** The booking, to know its group; null when it is not this company's. */
  async bookingGroup(db: Db, companyId: number, id: number) {
    const [row] = await db
      .select({ id: bookings.id, groupParent: bookings.groupParent })
      .from(bookings)
      .where(and(eq(bookings.companyId, companyId), eq(bookings.id, id)));
    return row ?? null;
  },

  /**
   * The records of a booking and, when it is in a group, of the group's parent and every room of it:
   * a group's payments and guests live on its parent. Oldest first, as a timeline reads.
   */
  history: (db: Db, companyId: number, bookingId: number, groupParent: number | null) =>
    withEmployee(db)
      .where(
        and(
          eq(auditLog.companyId, companyId),
          groupParent === null
            ? eq(auditLog.bookingId, bookingId)
            : or(
                eq(auditLog.bookingId, groupParent),
                inArray(
                  auditLog.bookingId,
                  db
                    .select({ id: bookings.id })
                    .from(bookings)
                    .where(and(eq(bookings.companyId, companyId), eq(bookings.groupParent, groupParent))),
                ),
              ),
        ),
      )
      .orderBy(asc(auditLog.at), asc(auditLog.id)),

  /**
   * The account's journal (migration 0046): the companies archived or deleted by this employee, and those
   * archived in which they hold one of `readers` (the roles that read a company's journal); a deleted
   * company has no members left, so only who deleted it reads that.
   */
  accountPage: (db: Db, employeeId: number, readers: Role[], offset: number, limit: number) =>
    withEmployee(db)
      .where(accountRows(db, employeeId, readers))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset),

  async accountCount(db: Db, employeeId: number, readers: Role[]): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(accountRows(db, employeeId, readers));
    return row?.n ?? 0;
  },
};

function accountRows(db: Db, employeeId: number, readers: Role[]): SQL | undefined {
  const archivedWhereTheyRead = db
    .select({ id: companyEmployees.companyId })
    .from(companyEmployees)
    .where(
      and(
        eq(companyEmployees.employeeId, employeeId),
        eq(companyEmployees.isActive, true),
        isNull(companyEmployees.invitation),
        inArray(companyEmployees.role, readers),
      ),
    );
  return and(
    eq(auditLog.entity, 'company'),
    inArray(auditLog.action, [...accountJournalActions]),
    or(eq(auditLog.employeeId, employeeId), inArray(auditLog.companyId, archivedWhereTheyRead)),
  );
}
