import {
  type changePasswordSchema,
  type EmployeeCreateInput,
  type employeeUpdateSchema,
  messages,
  type PageQuery,
  type profileEditSchema,
} from '@pms/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound, uniqueAs } from '../../http/errors.ts';
import { pageWindow } from '../../http/paging.ts';
import { authRepository } from '../auth/auth.repository.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { presentEmployee } from './employees.presenter.ts';
import { employeesRepository as repo } from './employees.repository.ts';

const emailUnique = { employees_email_key: { message: messages.emailTaken, field: 'email' } };

type PersonPatch = {
  email?: string;
  first_name?: string;
  last_name?: string;
  middle_name?: string;
  phone_number?: string;
  is_active?: boolean;
};

function toColumns(p: PersonPatch) {
  return {
    email: p.email,
    firstName: p.first_name,
    lastName: p.last_name,
    middleName: p.middle_name,
    phoneNumber: p.phone_number,
    isActive: p.is_active,
  };
}

export async function listEmployees(db: Db, companyId: number, q: PageQuery) {
  const { rows, total } = await repo.page(db, companyId, pageWindow(q));
  return { count: total, results: rows.map(presentEmployee) };
}

export async function getEmployee(db: Db, companyId: number, id: number) {
  const row = await repo.findInCompany(db, companyId, id);
  if (!row) throw notFound();
  return presentEmployee(row);
}

export async function createEmployee(db: Db, companyId: number, input: EmployeeCreateInput) {
  const passwordHash = await hashPassword(input.password);
  const row = await uniqueAs(
    () =>
      db.transaction(async (tx) => {
        const created = await repo.insert(tx, {
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          middleName: input.middle_name,
          phoneNumber: input.phone_number,
        });
        await repo.addMembership(tx, companyId, created.id);
        return created;
      }),
    emailUnique,
  );
  return presentEmployee(row);
}

export async function updateEmployee(
  db: Db,
  auth: AuthContext,
  companyId: number,
  id: number,
  patch: z.infer<typeof employeeUpdateSchema>,
) {
  if (!(await repo.findInCompany(db, companyId, id))) throw notFound();
  if (id === auth.employee.id && patch.is_active === false)
    throw badRequest(messages.cannotDeleteSelf, 'is_active');
  const passwordHash = patch.password ? await hashPassword(patch.password) : undefined;
  const row = await uniqueAs(
    () =>
      db.transaction(async (tx) => {
        const updated = await repo.update(tx, id, {
          ...toColumns(patch),
          ...(passwordHash ? { passwordHash } : {}),
        });
        // A new password or a deactivation ends the employee's open sessions.
        if (passwordHash || patch.is_active === false) await authRepository.deleteSessionsOf(tx, id);
        return updated;
      }),
    emailUnique,
  );
  return presentEmployee(row);
}

/**
 * Removing an employee takes them out of this company; one who then belongs to no company is deleted,
 * which ends their sessions.
 */
export async function deleteEmployee(db: Db, auth: AuthContext, companyId: number, id: number) {
  if (id === auth.employee.id) throw badRequest(messages.cannotDeleteSelf);
  if (!(await repo.findInCompany(db, companyId, id))) throw notFound();
  await db.transaction(async (tx) => {
    await repo.removeMembership(tx, companyId, id);
    if ((await repo.countMemberships(tx, id)) === 0) await repo.deleteEmployee(tx, id);
  });
}

export const listResponsibles = (db: Db, companyId: number) => repo.responsibles(db, companyId);

export function profile(auth: AuthContext, companyId: number) {
  return { ...presentEmployee(auth.employee), companies: auth.companies, company_id: companyId || null };
}

export async function editProfile(db: Db, auth: AuthContext, input: z.infer<typeof profileEditSchema>) {
  const row = await uniqueAs(() => repo.update(db, auth.employee.id, toColumns(input)), emailUnique);
  return presentEmployee(row);
}

export async function changePassword(db: Db, auth: AuthContext, input: z.infer<typeof changePasswordSchema>) {
  if (!(await verifyPassword(auth.employee.passwordHash, input.old_password))) {
    throw new AppError(400, messages.wrongOldPassword, 'old_password');
  }
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await repo.update(tx, auth.employee.id, { passwordHash });
    // Other devices logged in with the old password are signed out; this one stays.
    await authRepository.deleteOtherSessions(tx, auth.employee.id, auth.sessionHash);
  });
}
