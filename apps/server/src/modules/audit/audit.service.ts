/**
 * 'Журнал действий' (the company's audit log, filtered and paged) and a booking's 'История'. Reading
 * only: the records are written by the database's triggers (migration 0033) and nothing here, or
 * anywhere in the API, changes or deletes them.
 */
import {
  type AccountJournalQuery,
  AUDIT_EXPORT_MAX_ROWS,
  type AuditExportQuery,
  type AuditQuery,
  type AuditRow,
  addDays,
  auditMessages,
  can,
  fromLocal,
  roles,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { auditXlsx } from '../../render/audit-xlsx.ts';
import { presentAuditRow } from './audit.presenter.ts';
import { type AuditCriteria, auditRepository as repo } from './audit.repository.ts';

/** The query as the repository filters: local dates are whole days of the property's clock. */
export function criteriaOf(actor: Actor, q: AuditExportQuery): AuditCriteria {
  const dayStart = (date: string) => fromLocal(date, '00:00', actor.timeZone);
  return {
    companyId: actor.companyId,
    employeeId: q.employee,
    entity: q.entity,
    action: q.action,
    from: q.start ? dayStart(q.start) : undefined,
    to: q.end ? dayStart(addDays(q.end, 1)) : undefined,
  };
}

export async function auditJournal(
  db: Db,
  actor: Actor,
  q: AuditQuery,
): Promise<{ count: number; results: AuditRow[] }> {
  const criteria = criteriaOf(actor, q);
  const size = q['page[size]'];
  const [rows, count] = await Promise.all([
    repo.page(db, criteria, (q['page[number]'] - 1) * size, size),
    repo.count(db, criteria),
  ]);
  return { count, results: rows.map(presentAuditRow) };
}

/**
 * 'Журнал действий.xlsx': every row the journal's filters select, newest first, as the screen words them;
 * refused past AUDIT_EXPORT_MAX_ROWS, as the bookings list's export is.
 */
export async function exportAuditJournal(db: Db, actor: Actor, q: AuditExportQuery, now = new Date()) {
  const criteria = criteriaOf(actor, q);
  if ((await repo.count(db, criteria)) > AUDIT_EXPORT_MAX_ROWS) throw badRequest(auditMessages.tooManyRows);
  const rows = await repo.page(db, criteria, 0, AUDIT_EXPORT_MAX_ROWS);
  const content = await auditXlsx(rows.map(presentAuditRow), actor.timeZone, now);
  return { fileName: 'Журнал действий.xlsx', content };
}

/** A booking's records with its group's, oldest first; another company's booking is not found. */
export async function bookingHistory(db: Db, actor: Actor, id: number): Promise<AuditRow[]> {
  const booking = await repo.bookingGroup(db, actor.companyId, id);
  if (!booking) throw notFound();
  const rows = await repo.history(db, actor.companyId, booking.id, booking.groupParent);
  return rows.map(presentAuditRow);
}

/** The roles that read a company's journal: they read its archiving in the account's journal too. */
const journalReaders = roles.filter((role) => can(role, 'audit.view'));

/**
 * The account's journal: companies archived or deleted (migration 0046), which left every company's own
 * journal with them. See audit.repository.ts for who reads which.
 */
export async function accountJournal(
  db: Db,
  auth: AuthContext,
  q: AccountJournalQuery,
): Promise<{ count: number; results: AuditRow[] }> {
  const size = q['page[size]'];
  const id = auth.employee.id;
  const [rows, count] = await Promise.all([
    repo.accountPage(db, id, journalReaders, (q['page[number]'] - 1) * size, size),
    repo.accountCount(db, id, journalReaders),
  ]);
  return { count, results: rows.map(presentAuditRow) };
}
