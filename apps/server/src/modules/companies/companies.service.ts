import {
  type CompanyInput,
  type companyInfoPatchSchema,
  messages,
  type PageQuery,
  type Requisites,
  type SftpSettingsInput,
} from '@pms/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { write } from '../../db/write.ts';
import { invoiceNoteError } from '../../documents/invoice-note.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { pageWindow } from '../../http/paging.ts';
import type { SecretBox } from '../../secrets/secret-box.ts';
import { authRepository } from '../auth/auth.repository.ts';
import { type AuthContext, actingAs } from '../auth/auth.service.ts';
import { presentCompany, presentCompanyInfo } from './companies.presenter.ts';
import { companiesRepository as repo } from './companies.repository.ts';

const toColumns = (input: Partial<CompanyInput> & Partial<z.infer<typeof companyInfoPatchSchema>>) => ({
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
  requisites: input.requisites && checkedRequisites(input.requisites),
});

/** A note the invoice could not print is refused on save, as the e-mail template is on its own. */
function checkedRequisites(requisites: Requisites) {
  const error = invoiceNoteError(requisites.invoice_note);
  if (error) throw badRequest(error, 'requisites.invoice_note');
  return requisites;
}

/** The SFTP settings to store: the secret sealed, and kept as it is when the save leaves it out. */
function sftpColumns(input: SftpSettingsInput | undefined, secrets: () => SecretBox) {
  if (!input) return {};
  const { secret, ...settings } = input;
  return { sftp: settings, ...(secret ? { sftpSecret: secrets().seal(secret) } : {}) };
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
  return presentCompany(row);
}

export async function updateCompany(db: Db, auth: AuthContext, id: number, input: CompanyInput) {
  await ownCompany(db, auth, id);
  return presentCompany(await write(db, actingAs(auth, id), (tx) => repo.update(tx, id, toColumns(input))));
}

export async function deleteCompany(db: Db, auth: AuthContext, id: number) {
  await ownCompany(db, auth, id);
  await write(db, actingAs(auth, id), async (tx) => {
    if (await repo.hasData(tx, id)) throw badRequest(messages.companyHasData);
    await repo.delete(tx, id);
  });
}

export const companyList = (db: Db, auth: AuthContext) => authRepository.memberships(db, auth.employee.id);

export async function chooseCompanies(db: Db, auth: AuthContext, ids: number[]) {
  const own = new Set(auth.companies.map((c) => c.id));
  if (ids.some((id) => !own.has(id))) throw new AppError(403, messages.forbiddenCompany);
  await write(db, actingAs(auth), (tx) => repo.setChosen(tx, auth.employee.id, ids));
  return authRepository.memberships(db, auth.employee.id);
}

export async function getCompanyInfo(db: Db, actor: Actor) {
  const row = await repo.findById(db, actor.companyId);
  if (!row) throw notFound();
  return presentCompanyInfo(row);
}

export async function patchCompanyInfo(
  db: Db,
  actor: Actor,
  patch: z.infer<typeof companyInfoPatchSchema>,
  secrets: () => SecretBox,
) {
  const columns = { ...toColumns(patch), ...sftpColumns(patch.sftp, secrets) };
  // An empty PATCH is a read: there is nothing to set.
  if (Object.values(columns).every((v) => v === undefined)) return getCompanyInfo(db, actor);
  return presentCompanyInfo(await write(db, actor, (tx) => repo.update(tx, actor.companyId, columns)));
}
