/**
 * Issue 25: an account is claimed only by whoever controls its mailbox. An invitation mails a one-time
 * link to the address; an account the invitation made has no password until the invitee sets one there.
 * A login changes to an address only with the code mailed to it. Links and codes are random, kept as
 * SHA-256 hashes, used once and expire; codes allow a few wrong tries.
 */
import { randomInt } from 'node:crypto';
import {
  accountLinkMessages,
  EMAIL_CODE_ATTEMPTS,
  EMAIL_CODE_DIGITS,
  EMAIL_CODE_TTL_MINUTES,
  fillMessage,
  INVITATION_LINK_TTL_HOURS,
  judgeCode,
  messages,
} from '@pms/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import { AttemptWindow } from '../../http/attempt-window.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { AppError, badRequest, notFound, uniqueAs } from '../../http/errors.ts';
import { actingAs, hashPassword, newToken, openSession, presentEmployee, tokenHash } from '../auth/index.ts';
import { type AccountMailer, mailEmailCode, mailInvitation } from './account-mail.ts';
import { accountTokensRepository as tokens } from './account-tokens.repository.ts';
import { employeesRepository as repo } from './employees.repository.ts';

/** Code mails per employee an hour, and invitation mails per invitation an hour: nobody floods a mailbox. */
export const CODE_MAILS_PER_HOUR = 5;
export const INVITATION_MAILS_PER_HOUR = 3;
export const codeMailWindow = () => new AttemptWindow(CODE_MAILS_PER_HOUR, 3_600_000);
export const invitationMailWindow = () => new AttemptWindow(INVITATION_MAILS_PER_HOUR, 3_600_000);

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);
/** A code is hashed with its employee, so equal codes of two employees are different rows. */
const codeHash = (employeeId: number, code: string) => tokenHash(`${employeeId}:${code}`);
const linkInvalid = () => badRequest(accountLinkMessages.linkInvalid, 'token');

/**
 * A new link for the membership waiting in `companyId`, within the caller's transaction; any earlier link
 * stops working. Answers the plain token, to be mailed once the transaction commits.
 */
export async function issueInvitationLink(
  tx: Db,
  invite: { employeeId: number; companyId: number; email: string },
) {
  const token = newToken();
  await tokens.putInvitation(tx, {
    ...invite,
    tokenHash: tokenHash(token),
    expiresAt: hoursFromNow(INVITATION_LINK_TTL_HOURS),
  });
  return token;
}

/** Mails a link issued by issueInvitationLink, after its transaction committed (no transaction is open). */
export const sendInvitationLink = (mail: AccountMailer, to: string, company: string, token: string) =>
  mailInvitation(mail, { to, company, token, ttlHours: INVITATION_LINK_TTL_HOURS });

/** 'Отправить приглашение ещё раз': a fresh link for an invitation not yet accepted; the old one dies. */
export async function resendInvitation(
  db: Db,
  mail: AccountMailer,
  actor: Actor,
  id: number,
  window: AttemptWindow,
) {
  const found = await repo.findInCompany(db, actor.companyId, id);
  if (!found) throw notFound();
  if (!found.invitation) throw badRequest(accountLinkMessages.notInvited);
  if (!window.take(`${actor.companyId}:${id}`))
    throw new AppError(429, accountLinkMessages.tooManyInvitations);
  const email = found.employee.email;
  const token = await write(db, actor, (tx) =>
    issueInvitationLink(tx, { employeeId: id, companyId: actor.companyId, email }),
  );
  await sendInvitationLink(mail, email, actor.companyName, token);
}

/** What an invitation link invites to, for its page; a used, expired or unknown link is one answer. */
export async function readInvitationLink(db: Db, token: string) {
  const link = await tokens.invitationOf(db, tokenHash(token));
  if (!link) throw linkInvalid();
  return {
    email: link.email,
    company: link.company,
    first_name: link.invitation!.first_name,
    last_name: link.invitation!.last_name,
    has_password: link.hasPassword,
  };
}

/**
 * The invitee takes up the link: an account without a password gets the one they type (the only way an
 * account made by an invitation becomes usable), takes the names the company typed, and joins that
 * company; they are signed in. An account that has a password already is signed in to and accepts in the
 * profile instead, so a link can never replace a password.
 */
export async function claimInvitation(db: Db, config: Config, token: string, password: string) {
  const link = await tokens.invitationOf(db, tokenHash(token));
  if (!link) throw linkInvalid();
  if (link.hasPassword) throw badRequest(accountLinkMessages.alreadyHasPassword, 'token');
  const passwordHash = await hashPassword(password);
  const invitation = link.invitation!;
  const employee = await write(db, { employeeId: link.employeeId, companyId: null }, async (tx) => {
    // Deleting the row is the use: of two claims at once, one finds it gone.
    if (!(await tokens.spend(tx, link.tokenId))) throw linkInvalid();
    const claimed = await repo.setFirstPassword(tx, link.employeeId, {
      passwordHash,
      firstName: invitation.first_name,
      lastName: invitation.last_name,
      middleName: invitation.middle_name,
      phoneNumber: invitation.phone_number,
    });
    if (!claimed) throw badRequest(accountLinkMessages.alreadyHasPassword, 'token');
    await repo.acceptInvitations(tx, link.employeeId, { companyId: link.companyId });
    return claimed;
  });
  return openSession(db, config, employee);
}

/**
 * A new login asked for in the profile: nothing changes yet; a code goes to the new address, and
 * confirmEmailChange applies it. Within the caller's transaction; answers the code to mail.
 */
export async function issueEmailCode(tx: Db, employeeId: number, email: string) {
  const code = String(randomInt(0, 10 ** EMAIL_CODE_DIGITS)).padStart(EMAIL_CODE_DIGITS, '0');
  await tokens.putEmailChange(tx, {
    employeeId,
    email,
    tokenHash: codeHash(employeeId, code),
    expiresAt: hoursFromNow(EMAIL_CODE_TTL_MINUTES / 60),
  });
  return code;
}

export const sendEmailCode = (mail: AccountMailer, to: string, code: string) =>
  mailEmailCode(mail, { to, code, ttlMinutes: EMAIL_CODE_TTL_MINUTES });

/** The address waiting for its code, or null (none, expired or spent). */
export async function pendingEmail(db: Db, employeeId: number) {
  const pending = await tokens.pendingEmail(db, employeeId);
  return pending && pending.attempts < EMAIL_CODE_ATTEMPTS ? pending.email : null;
}

/** The code from the new address's mailbox makes it the login; wrong codes are counted, then it dies. */
export async function confirmEmailChange(db: Db, auth: AuthContext, code: string) {
  const employeeId = auth.employee.id;
  const outcome = await uniqueAs(
    () =>
      write(db, actingAs(auth), async (tx) => {
        const pending = await tokens.emailChangeLocked(tx, employeeId);
        if (!pending) return { kind: 'none' as const };
        const matches = pending.tokenHash === codeHash(employeeId, code);
        const verdict = judgeCode(pending, matches, new Date());
        if (verdict.kind !== 'ok') {
          if (!matches) await tokens.countWrong(tx, pending.id);
          return verdict;
        }
        await tokens.dropEmailChange(tx, employeeId);
        return { kind: 'ok' as const, row: await repo.update(tx, employeeId, { email: pending.email }) };
      }),
    { employees_email_key: { message: messages.emailTaken, field: 'code' } },
  );
  if (outcome.kind === 'none') throw badRequest(accountLinkMessages.noEmailChange, 'code');
  if (outcome.kind === 'spent') throw badRequest(accountLinkMessages.codeSpent, 'code');
  if (outcome.kind === 'wrong')
    throw badRequest(fillMessage(accountLinkMessages.wrongCode, { left: outcome.left }), 'code');
  return { ...presentEmployee(outcome.row), pending_email: null };
}
