import {
  type CompanyInfoPatch,
  type CompanyInput,
  emptyRequisites,
  mergePatch,
  messages,
  type PageQuery,
  requisitesSchema,
  sftpSettingsSchema,
  storedSecretAfterSave,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { pageWindow } from '../../http/paging.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { invoiceNoteError } from '../../render/invoice-note.ts';
import { actingAs, membershipsOf } from '../auth/index.ts';
import { presentCompany, presentCompanyInfo, presentCompanyInfoFor } from './companies.presenter.ts';
import { type CompanyRow, companiesRepository as repo } from './companies.repository.ts';

type PlainFields = Omit<CompanyInfoPatch, 'requisites' | 'sftp'>;
const toColumns = (input: Partial<CompanyInput> & PlainFields) => ({
  name: input.name,
  objectType: input.object_type,
  address: input.address,
  phone: input.phone,
  email: input.email,
  timezone: input.timezone,
  checkInTime: input.check_in_time,
  checkOutTime: input.check_out_time,
  bookingTime: input.booking_time,
  requiredFields: input.required_fields,
});

/**
 * A note the invoice could not print is refused on save, as the e-mail template is on its own. Only a
 * note the patch sets needs trying: one it leaves is the saved one, and null is the built-in one.
 */
async function refuseBrokenNote(note: string | null | undefined) {
  const error = typeof note === 'string' && (await invoiceNoteError(note));
  if (error) throw badRequest(error, 'requisites.invoice_note');
}

/** The requisites after a merge patch: members not named stay, null ones fall back to their default. */
function mergedRequisites(row: CompanyRow, patch: CompanyInfoPatch['requisites']) {
  if (patch === undefined) return {};
  const merged = requisitesSchema.parse(mergePatch({ ...emptyRequisites, ...row.requisites }, patch));
  return { requisites: merged };
}

const settingsOnly = sftpSettingsSchema.omit({ secret: true });

/**
 * The SFTP settings after a merge patch, and their secret: typed, it is sealed; otherwise it stays only
 * while the server is the one it was saved for (domain sftp-secret.ts), so no save can point the stored
 * password at another host, port or user.
 */
function mergedSftp(row: CompanyRow, patch: CompanyInfoPatch['sftp'], secrets: () => SecretBox) {
  if (patch === undefined) return {};
  if (patch === null) return { sftp: null, sftpSecret: null };
  const { secret, ...settings } = patch;
  const saved = row.sftp ? settingsOnly.parse(row.sftp) : null;
  const next = settingsOnly.parse(mergePatch(saved ?? {}, settings));
  const kept = row.sftpSecret ? saved : null;
  switch (storedSecretAfterSave(kept, next, secret)) {
    case 'replace':
      return { sftp: next, sftpSecret: secrets().seal(secret!) };
    case 'forget':
      return { sftp: next, sftpSecret: null };
    case 'keep':
      return { sftp: next };
  }
}

export async function listCompanies(db: Db, auth: AuthContext, q: PageQuery) {
  const { rows, total } = await repo.page(db, auth.employee.id, pageWindow(q));
  return { count: total, results: rows.map(presentCompany) };
}

async function ownCompany(db: Db, auth: AuthContext, id: number) {
  const row = await repo.findForEmployee(db, auth.employee.id, id);
  if (!row) throw notFound();
  return row;
}

export async function getCompany(db: Db, auth: AuthContext, id: number) {
  return presentCompany(await ownCompany(db, auth, id));
}

/** A new property: its creator works in it and has it chosen. */
export async function createCompany(db: Db, auth: AuthContext, input: CompanyInput) {
  const row = await write(db, actingAs(auth), async (tx) => {
    const created = await repo.insert(tx, { ...toColumns(input), name: input.name });
    await repo.addOwner(tx, created.id, auth.employee.id);
    return created;
  });
  return presentCompany({ ...row, hasHistory: false });
}

export async function updateCompany(db: Db, auth: AuthContext, id: number, input: CompanyInput) {
  const { hasHistory } = await ownCompany(db, auth, id);
  const row = await write(db, actingAs(auth, id), (tx) => repo.update(tx, id, toColumns(input)));
  return presentCompany({ ...row, hasHistory });
}

/**
 * 'Удалить': a company with history (a booking, an order, a payment, a document, a mail or a journal
 * record of its business) is archived, keeping every row; only an empty one is deleted. The database
 * records either in the journal (migration 0046) and refuses to delete a company with history anyway.
 */
export async function deleteCompany(db: Db, auth: AuthContext, id: number) {
  await ownCompany(db, auth, id);
  await write(db, actingAs(auth, id), async (tx) => {
    if (await repo.lockHistory(tx, id)) await repo.archive(tx, id);
    else await repo.delete(tx, id);
  });
}

export const companyList = (db: Db, auth: AuthContext) => membershipsOf(db, auth.employee.id);

export async function chooseCompanies(db: Db, auth: AuthContext, ids: number[]) {
  const own = new Set(auth.companies.map((c) => c.id));
  if (ids.some((id) => !own.has(id))) throw new AppError(403, messages.forbiddenCompany);
  await write(db, actingAs(auth), (tx) => repo.setChosen(tx, auth.employee.id, ids));
  return membershipsOf(db, auth.employee.id);
}

export async function getCompanyInfo(db: Db, actor: Actor) {
  const row = await repo.findById(db, actor.companyId);
  if (!row) throw notFound();
  return presentCompanyInfo(row);
}

/** GET companies/info: the settings as the actor's role may read them (documents use getCompanyInfo). */
export async function readCompanyInfo(db: Db, actor: Actor) {
  const row = await repo.findById(db, actor.companyId);
  if (!row) throw notFound();
  return presentCompanyInfoFor(row, actor.role);
}

export async function patchCompanyInfo(
  db: Db,
  actor: Actor,
  patch: CompanyInfoPatch,
  secrets: () => SecretBox,
) {
  const { requisites, sftp, ...plain } = patch;
  // Tried before the row is locked: a note takes a worker's time, a lock should not wait for it.
  await refuseBrokenNote(requisites?.invoice_note);
  const columns = toColumns(plain);
  // An empty PATCH is a read: there is nothing to set.
  if (Object.values(columns).every((v) => v === undefined) && requisites === undefined && sftp === undefined)
    return getCompanyInfo(db, actor);
  const row = await write(db, actor, async (tx) => {
    // Locked while merged, so two saves of different requisites both stay.
    const current = await repo.lockById(tx, actor.companyId);
    if (!current) throw notFound();
    return repo.update(tx, actor.companyId, {
      ...columns,
      ...mergedRequisites(current, requisites),
      ...mergedSftp(current, sftp, secrets),
    });
  });
  return presentCompanyInfo(row);
}
