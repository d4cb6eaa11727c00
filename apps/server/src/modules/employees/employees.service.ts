import {
  accountLinkMessages,
  type changePasswordSchema,
  type EmployeeCreateInput,
  type employeeUpdateSchema,
  messages,
  type PageQuery,
  type profileEditSchema,
  type Role,
} from '@pms/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import { AttemptWindow } from '../../http/attempt-window.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import {
  AppError,
  badRequest,
  notFound,
  PG_UNIQUE,
  pgCode,
  pgConstraint,
  uniqueAs,
} from '../../http/errors.ts';
import { pageWindow } from '../../http/paging.ts';
import {
  actingAs,
  checkOwnPassword,
  type EmployeeRow,
  endOtherSessions,
  hashPassword,
  invitationsOf,
  membershipsOf,
  presentEmployee,
} from '../auth/index.ts';
import {
  issueEmailCode,
  issueInvitationLink,
  pendingEmail,
  sendEmailCode,
  sendInvitationLink,
} from './account-links.service.ts';
import type { AccountMailer } from './account-mail.ts';
import { accountTokensRepository } from './account-tokens.repository.ts';
import { checkInvitedRole, checkLeaves, checkManages, checkRoleChange } from './employee-policies.ts';
import { type MemberRow, presentMember } from './employees.presenter.ts';
import { employeesRepository as repo } from './employees.repository.ts';

const EMAIL_INDEX = 'employees_email_key';
const emailUnique = {
  [EMAIL_INDEX]: { message: messages.emailTaken, field: 'email' },
  // Two colleagues inviting the same address at once.
  company_employees_company_id_employee_id_pk: { message: messages.emailInCompany, field: 'email' },
};

/**
 * E-mails are logins, unique across all companies, so 'this e-mail is taken' tells that an address has
 * an account somewhere: the answer is one message whether it is here or elsewhere, and an employee gets
 * at most this many of them an hour (then every e-mail they send is 429 for the rest of the hour), so
 * nobody can sift a list of addresses through the employees form.
 */
export const TAKEN_EMAILS_PER_HOUR = 10;
export const takenEmailWindow = () => new AttemptWindow(TAKEN_EMAILS_PER_HOUR, 3_600_000);

/** Writes an e-mail for `actorId`, counting a 'taken' answer against their hourly allowance. */
async function writingEmail<T>(probes: AttemptWindow, actorId: number, write: () => Promise<T>): Promise<T> {
  const key = String(actorId);
  if (probes.exhausted(key)) throw new AppError(429, messages.tooManyTakenEmails, 'email');
  return uniqueAs(async () => {
    try {
      return await write();
    } catch (err) {
      // Known by the database's answer (a unique violation of the e-mail index), not by its message.
      if (pgCode(err) === PG_UNIQUE && pgConstraint(err) === EMAIL_INDEX) probes.take(key);
      throw err;
    }
  }, emailUnique);
}

type EmployeePatch = z.infer<typeof employeeUpdateSchema>;

type PersonPatch = {
  email?: string;
  first_name?: string;
  last_name?: string;
  middle_name?: string;
  phone_number?: string;
  gender?: 'male' | 'female' | null;
  is_active?: boolean;
};

function toColumns(p: PersonPatch) {
  return {
    email: p.email,
    firstName: p.first_name,
    lastName: p.last_name,
    middleName: p.middle_name,
    phoneNumber: p.phone_number,
    gender: p.gender,
    isActive: p.is_active,
  };
}

export async function listEmployees(db: Db, actor: Actor, q: PageQuery) {
  const { rows, total } = await repo.page(db, actor.companyId, pageWindow(q));
  return { count: total, results: rows.map(presentMember) };
}

export async function getEmployee(db: Db, actor: Actor, id: number) {
  const row = await repo.findInCompany(db, actor.companyId, id);
  if (!row) throw notFound();
  return presentMember(row);
}

/**
 * A new employee joins by invitation, whatever the address, and the invitation is a link mailed to the
 * address (issue 25): only whoever reads that mailbox can take it up. An address without an account gets
 * one with no password, which nobody can sign in to until its invitee sets their own through the link;
 * an address that already signs in elsewhere keeps its account and password and accepts in its profile.
 * The answer is the same either way (and employee ids are random), so no company learns which addresses
 * work elsewhere, and no company can attach someone's account without their consent.
 */
export async function createEmployee(
  db: Db,
  mail: AccountMailer,
  actor: Actor,
  input: EmployeeCreateInput,
  probes: AttemptWindow,
) {
  const { companyId } = actor;
  checkInvitedRole(actor, input.role);
  const invitation = {
    first_name: input.first_name,
    last_name: input.last_name,
    middle_name: input.middle_name,
    phone_number: input.phone_number,
    new_account: false,
  };
  const { id, token } = await writingEmail(probes, actor.employeeId, () =>
    write(db, actor, async (tx) => {
      const existing = await repo.findByEmail(tx, input.email);
      let id: number;
      if (existing) {
        if (await repo.findInCompany(tx, companyId, existing.id))
          throw badRequest(messages.emailInCompany, 'email');
        await repo.addInvitation(tx, companyId, existing.id, invitation, input.role);
        id = existing.id;
      } else {
        const created = await repo.insert(tx, {
          email: input.email,
          passwordHash: null,
          firstName: input.first_name,
          lastName: input.last_name,
          middleName: input.middle_name,
          phoneNumber: input.phone_number,
        });
        await repo.addInvitation(tx, companyId, created.id, { ...invitation, new_account: true }, input.role);
        id = created.id;
      }
      const token = await issueInvitationLink(tx, { employeeId: id, companyId, email: input.email });
      return { id, token };
    }),
  );
  // Mailed once committed: the built-in outbox writes to this database, and no transaction may wait on SMTP.
  await sendInvitationLink(mail, input.email, actor.companyName, token);
  return getEmployee(db, actor, id);
}

const forbidden = (message: string, field?: string) => new AppError(403, message, field);

/**
 * Who may change what of an employee. The account (e-mail, password, names) is shared by every company
 * the employee works in; the active flag is the membership in the request's company only.
 * - a password is changed only by its owner, through change-password/ with the old one; a reset by a
 *   manager needs roles (authority over every company of the employee), which do not exist yet, so
 *   nobody can;
 * - an e-mail is the login, so likewise only its owner changes it (profile);
 * - names and phone of a colleague may be corrected by someone who works in every company the
 *   colleague works in, so no company's clerk edits an account another company relies on.
 */
async function checkAccountChange(db: Db, actor: Actor, target: EmployeeRow, patch: EmployeePatch) {
  if (patch.password !== undefined) throw forbidden(messages.passwordOnlyByOwner, 'password');
  if (target.id === actor.employeeId) {
    // One's own login changes only in the profile, with the code mailed to the new address (issue 25).
    if (patch.email !== undefined && patch.email !== target.email)
      throw badRequest(accountLinkMessages.emailByCode, 'email');
    return;
  }
  if (patch.email !== undefined && patch.email !== target.email) {
    throw forbidden(messages.emailOnlyByOwner, 'email');
  }
  const columns = toColumns({ ...patch, email: undefined, is_active: undefined });
  const changes = Object.entries(columns).some(
    ([key, value]) => value !== undefined && value !== target[key as keyof EmployeeRow],
  );
  if (changes && (await repo.companiesBeyond(db, target.id, actor.employeeId)).length > 0) {
    throw forbidden(messages.employeeOfOtherCompanies);
  }
}

export async function updateEmployee(
  db: Db,
  actor: Actor,
  id: number,
  patch: EmployeePatch,
  probes: AttemptWindow,
) {
  const { companyId } = actor;
  const found = await repo.findInCompany(db, companyId, id);
  if (!found) throw notFound();
  const target = { id, role: found.role as Role };
  checkManages(actor, target);
  if (found.invitation) return updateInvitation(db, actor, found, patch);
  await checkAccountChange(db, actor, found.employee, patch);
  if (id === actor.employeeId && patch.is_active === false) {
    throw badRequest(messages.cannotDeactivateSelf, 'is_active');
  }
  const account = { ...toColumns(patch), isActive: undefined };
  const row = await writingEmail(probes, actor.employeeId, () =>
    write(db, actor, async (tx) => {
      if (patch.role !== undefined && patch.role !== found.role) {
        await checkRoleChange(tx, actor, target, patch.role);
        await repo.setRole(tx, companyId, id, patch.role);
      }
      if (patch.is_active === false && found.active) await checkLeaves(tx, actor, target);
      if (patch.is_active !== undefined) await repo.setMembershipActive(tx, companyId, id, patch.is_active);
      const changed = Object.values(account).some((v) => v !== undefined);
      return changed ? await repo.update(tx, id, account) : found.employee;
    }),
  );
  return presentMember({
    ...found,
    employee: row,
    active: patch.is_active ?? found.active,
    role: patch.role ?? found.role,
  });
}

/**
 * An invitation not yet accepted: the company edits what it typed and nothing else. The account behind
 * the address is not its to touch (nor to learn about), unless this invitation made it.
 */
async function updateInvitation(db: Db, actor: Actor, found: MemberRow, patch: EmployeePatch) {
  const { companyId } = actor;
  const invitation = found.invitation!;
  if (patch.password !== undefined) throw forbidden(messages.passwordOnlyByOwner, 'password');
  if (patch.email !== undefined && patch.email !== found.employee.email) {
    throw forbidden(messages.emailOnlyByOwner, 'email');
  }
  if (patch.is_active !== undefined) throw badRequest(messages.invitationPending, 'is_active');
  if (patch.gender !== undefined) throw badRequest(messages.invitationPending, 'gender');
  const typed = {
    ...invitation,
    first_name: patch.first_name ?? invitation.first_name,
    last_name: patch.last_name ?? invitation.last_name,
    middle_name: patch.middle_name ?? invitation.middle_name,
    phone_number: patch.phone_number ?? invitation.phone_number,
  };
  await write(db, actor, async (tx) => {
    if (patch.role !== undefined && patch.role !== found.role) {
      await checkRoleChange(tx, actor, { id: found.employee.id, role: found.role as Role }, patch.role);
      await repo.setRole(tx, companyId, found.employee.id, patch.role);
    }
    await repo.setInvitation(tx, companyId, found.employee.id, typed);
    if (invitation.new_account)
      await repo.update(tx, found.employee.id, toColumns({ ...patch, email: undefined }));
  });
  return presentMember({ ...found, invitation: typed, role: patch.role ?? found.role });
}

/**
 * 'Удалить': an invitation not yet accepted is withdrawn (an account it made and nobody used goes with
 * it); an employee who works here is deactivated, never deleted, so the history keeps their name.
 */
export async function deleteEmployee(db: Db, actor: Actor, id: number) {
  const { companyId } = actor;
  if (id === actor.employeeId) throw badRequest(messages.cannotDeleteSelf);
  const found = await repo.findInCompany(db, companyId, id);
  if (!found) throw notFound();
  const target = { id, role: found.role as Role };
  checkManages(actor, target);
  await write(db, actor, async (tx) => {
    if (!found.invitation) {
      if (found.active) await checkLeaves(tx, actor, target);
      await repo.setMembershipActive(tx, companyId, id, false);
      return;
    }
    await repo.removeMembership(tx, companyId, id);
    // An account nobody claimed and no company waits for goes; one with a password is its owner's.
    if (found.employee.passwordHash === null && (await repo.countMemberships(tx, id)) === 0)
      await repo.deleteEmployee(tx, id);
  });
}

export const listResponsibles = (db: Db, actor: Actor) => repo.responsibles(db, actor.companyId);

export async function profile(db: Db, auth: AuthContext, companyId: number) {
  return {
    ...presentEmployee(auth.employee),
    companies: auth.companies,
    company_id: companyId || null,
    invitations: await invitationsOf(db, auth.employee.id),
    pending_email: await pendingEmail(db, auth.employee.id),
  };
}

/** The signed-in employee accepts a company's invitation and works there from now on. */
export async function acceptInvitation(db: Db, auth: AuthContext, companyId: number) {
  const accepted = await write(db, actingAs(auth), async (tx) => {
    const n = await repo.acceptInvitations(tx, auth.employee.id, { companyId });
    // Accepted here: the mailed link has nothing left to do.
    await accountTokensRepository.dropInvitation(tx, auth.employee.id, companyId);
    return n;
  });
  if (accepted === 0) throw notFound();
  return {
    companies: await membershipsOf(db, auth.employee.id),
    invitations: await invitationsOf(db, auth.employee.id),
  };
}

export async function declineInvitation(db: Db, auth: AuthContext, companyId: number) {
  const declined = await write(db, actingAs(auth), (tx) =>
    repo.declineInvitation(tx, companyId, auth.employee.id),
  );
  if (!declined) throw notFound();
}

/**
 * Names and phone change at once; a new e-mail (the login) does not: a code goes to the new address and
 * the change waits for it (confirmEmailChange), so nobody renames their login to a mailbox they do not
 * read (issue 25). An address in use is refused at once, as before, within the hourly allowance.
 */
export async function editProfile(
  db: Db,
  mail: AccountMailer,
  auth: AuthContext,
  input: z.infer<typeof profileEditSchema>,
  windows: { probes: AttemptWindow; codes: AttemptWindow },
) {
  const employeeId = auth.employee.id;
  const newEmail = input.email !== auth.employee.email ? input.email : null;
  if (newEmail) {
    const key = String(employeeId);
    if (windows.probes.exhausted(key)) throw new AppError(429, messages.tooManyTakenEmails, 'email');
    if (await repo.findByEmail(db, newEmail)) {
      windows.probes.take(key);
      throw badRequest(messages.emailTaken, 'email');
    }
    if (!windows.codes.take(key)) throw new AppError(429, accountLinkMessages.tooManyCodes, 'email');
  }
  const { row, code } = await write(db, actingAs(auth), async (tx) => ({
    row: await repo.update(tx, employeeId, toColumns({ ...input, email: undefined })),
    code: newEmail ? await issueEmailCode(tx, employeeId, newEmail) : null,
  }));
  if (newEmail && code) await sendEmailCode(mail, newEmail, code);
  return { ...presentEmployee(row), pending_email: await pendingEmail(db, employeeId) };
}

export async function changePassword(
  db: Db,
  auth: AuthContext,
  input: z.infer<typeof changePasswordSchema>,
  attempts: AttemptWindow,
) {
  if (!(await checkOwnPassword(attempts, auth.employee, input.old_password))) {
    throw new AppError(400, messages.wrongOldPassword, 'old_password');
  }
  const passwordHash = await hashPassword(input.new_password);
  await write(db, actingAs(auth), async (tx) => {
    await repo.update(tx, auth.employee.id, { passwordHash });
    // Other devices logged in with the old password are signed out; this one stays.
    await endOtherSessions(tx, auth.employee.id, auth.sessionHash);
  });
}
