/**
 * 'Выгрузить на SFTP': the day's register is issued (numbered and kept in the documents register) and
 * uploaded as register-YYYY-MM-DD.xlsx to the company's SFTP folder with the saved settings. Each run is
 * recorded first and finished with its result in Russian, whether staff or the nightly pass started it.
 */
import {
  addDays,
  calendarMessages,
  fromLocal,
  messages,
  parseMoney,
  sftpSettingsSchema,
  toLocal,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { type RegisterInput, registerXlsx } from '../../render/register-xlsx.ts';
import { moneyOf } from '../bookings/index.ts';
import { findCompany, type SftpPolicy } from '../companies/index.ts';
import { type Issuer, issueDocument } from '../documents/index.ts';
import { registerRepository as repo } from './register.repository.ts';
import { type RunRow, sftpExportRepository as runs } from './sftp-export.repository.ts';
import { uploadSftp } from './sftp-upload.ts';

/**
 * What an export needs besides the database: the stored secrets' key, where connections may go, and
 * where the detail of a failed connection is logged (staff only read the one answer).
 */
export interface SftpAccess {
  secrets: () => SecretBox;
  policy: SftpPolicy;
  log: (detail: string) => void;
}

/** Who runs an export: an employee, or the nightly pass (no employee). */
export type ExportActor = Issuer & Pick<Actor, 'companyName'>;
export type ExportTrigger = 'manual' | 'nightly';

export const exportMessages = {
  noSettings: 'Сначала заполните настройки SFTP',
  futureDay: 'Этот день ещё не наступил: реестра за него нет',
  badSecret: 'Сохранённый пароль или ключ не открывается: введите его заново в настройках SFTP',
  notBuilt: 'Не удалось сформировать реестр',
  noPaymentType: 'Без типа оплаты',
} as const;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tenge = (money: string) => parseMoney(money) / 100;

export const registerFileName = (date: string) => `register-${date}.xlsx`;

/** The property's today, 'YYYY-MM-DD'. */
export const localToday = (timeZone: string, now = new Date()) =>
  toLocal(Math.floor(now.getTime() / 1000), timeZone).date;

export function presentRun(r: RunRow) {
  return {
    id: r.id,
    date: r.date,
    trigger: r.trigger as ExportTrigger,
    status: r.status as 'running' | 'ok' | 'failed',
    message: r.message,
    file_name: r.fileName,
    started_at: r.startedAt.toISOString(),
    finished_at: r.finishedAt?.toISOString() ?? null,
  };
}
export type RunView = ReturnType<typeof presentRun>;

/** What the register of `date` prints, read in the property's day [00:00, next 00:00). */
async function readRegister(db: Db, actor: ExportActor, date: string) {
  const start = fromLocal(date, '00:00', actor.timeZone);
  const end = fromLocal(addDays(date, 1), '00:00', actor.timeZone);
  const [bookingRows, paymentRows, totalRows] = await Promise.all([
    repo.bookings(db, actor.companyId, start, end),
    repo.payments(db, actor.companyId, start, end),
    repo.totals(db, actor.companyId, start, end),
  ]);
  // The one read of a booking's money (bookings' moneyOf): a room of a group shows its share of the
  // group's payments, taken on the parent, not the parent's whole withheld money (issue 29).
  const money = await moneyOf(db, actor.companyId, bookingRows);
  return {
    bookings: bookingRows.map((b) => ({
      id: b.id,
      number: b.number,
      guest: b.guest ?? '',
      room: b.bed ? `${b.room} · ${b.bed}` : b.room,
      category: b.category,
      check_in: b.check_in,
      check_out: b.check_out,
      status: b.status,
      source: b.source ?? calendarMessages.directSale,
      total: money.get(b.id)!.total / 100,
      paid: money.get(b.id)!.paid / 100,
      duty: money.get(b.id)!.owed / 100,
    })),
    payments: paymentRows.map((p) => ({
      at: p.at,
      booking: p.booking,
      payer: p.payer ?? '',
      method: p.method ?? exportMessages.noPaymentType,
      kind: p.kind,
      amount: tenge(p.value),
      employee: p.employee ?? '',
    })),
    totals: totalRows.map((t) => ({
      method: t.is_total ? null : (t.method ?? exportMessages.noPaymentType),
      received: tenge(t.received),
      returned: tenge(t.returned),
      net: tenge(t.net),
    })),
  } satisfies Pick<RegisterInput, 'bookings' | 'payments' | 'totals'>;
}

async function finish(db: Db, actor: ExportActor, id: number, values: Partial<RunRow>) {
  return write(db, actor, (tx) => runs.updateRun(tx, id, { ...values, finishedAt: new Date() }));
}

/**
 * Runs one export and answers the finished run; for the nightly pass, null when another instance (or an
 * earlier pass) has already claimed that day. A failure to upload is a run that ended 'failed' with
 * the reason; a failure to build the register is recorded too and then thrown, as the fault it is.
 */
export async function runExport(
  db: Db,
  actor: ExportActor,
  access: SftpAccess,
  opts: { date: string; trigger: ExportTrigger },
): Promise<RunView | null> {
  const company = await findCompany(db, actor.companyId);
  if (!company) throw notFound();
  if (!company.sftp?.host) throw badRequest(exportMessages.noSettings);
  const fileName = registerFileName(opts.date);
  const run = await write(db, actor, (tx) =>
    runs.insertRun(tx, {
      companyId: actor.companyId,
      date: opts.date,
      trigger: opts.trigger,
      fileName,
      createdBy: actor.employeeId,
    }),
  );
  if (!run) return null;

  let document: { id: number; content: Buffer };
  try {
    const data = await readRegister(db, actor, opts.date);
    const snapshot = { date: opts.date, company: actor.companyName, ...data };
    document = await issueDocument(db, actor, {
      kind: 'register',
      snapshot,
      render: async ({ number, issuedAt }) => ({
        content: await registerXlsx({
          ...data,
          companyName: actor.companyName,
          date: opts.date,
          timeZone: actor.timeZone,
          number,
          issuedAt,
        }),
        fileName,
        contentType: XLSX,
      }),
    });
  } catch (err) {
    await finish(db, actor, run.id, { status: 'failed', message: exportMessages.notBuilt });
    throw err;
  }

  const settings = { ...sftpSettingsSchema.parse({}), ...company.sftp };
  let secret: string | null = null;
  try {
    // Stored with these very settings: a save that changes the server forgets it (domain sftp-secret.ts).
    secret = company.sftpSecret ? access.secrets().open(company.sftpSecret) : null;
  } catch {
    const failed = { status: 'failed', message: exportMessages.badSecret, documentId: document.id };
    return presentRun(await finish(db, actor, run.id, failed));
  }
  const upload = await uploadSftp({ ...settings, secret }, access.policy, fileName, document.content);
  if (upload.detail) access.log(upload.detail);
  const done = await finish(db, actor, run.id, {
    status: upload.ok ? 'ok' : 'failed',
    message: upload.message,
    documentId: document.id,
  });
  return presentRun(done);
}

/** A day staff may export: a real date, not after the property's today. */
export function exportDate(date: string | undefined, timeZone: string, now = new Date()): string {
  const today = localToday(timeZone, now);
  if (date === undefined) return today;
  if (addDays(date, 0) !== date) throw badRequest(messages.invalidValue, 'date');
  if (date > today) throw badRequest(exportMessages.futureDay, 'date');
  return date;
}

/** 'Выгрузить на SFTP' by staff: the run, finished. */
export async function exportRegister(
  db: Db,
  actor: Actor,
  access: SftpAccess,
  input: { date?: string },
): Promise<RunView> {
  const date = exportDate(input.date, actor.timeZone);
  // A manual run never conflicts: only nightly runs are one per day.
  return (await runExport(db, actor, access, { date, trigger: 'manual' }))!;
}

/** The company's runs, newest first. */
export async function listExports(db: Db, actor: Actor, page: { number: number; size: number }) {
  const { rows, total } = await runs.runPage(db, actor.companyId, (page.number - 1) * page.size, page.size);
  return { count: total, results: rows.map(presentRun) };
}
