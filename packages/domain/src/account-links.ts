/**
 * Proving that one controls a mailbox (issue 25): an account of an address becomes usable, a login
 * changes to an address, and an invitation sent to an address is taken up only through a one-time link or
 * code mailed to that address. Pure rules and texts; the server keeps only hashes of what it mails.
 */
import { z } from 'zod';
import { messages } from './messages.ts';

/** How long an invitation link works: two days, so a weekend does not void it. */
export const INVITATION_LINK_TTL_HOURS = 48;
/** How long an e-mail change code works. */
export const EMAIL_CODE_TTL_MINUTES = 30;
/** Wrong codes allowed per e-mail change; then the change is void and a new code must be asked for. */
export const EMAIL_CODE_ATTEMPTS = 5;
/** Six digits: typed by a person from the mail, guessed at one in 200,000 within the attempts. */
export const EMAIL_CODE_DIGITS = 6;

export const accountLinkMessages = {
  passwordByInvitee: 'Пароль сотрудник задаёт сам по ссылке из письма',
  linkInvalid:
    'Ссылка недействительна: она уже использована или устарела. Попросите прислать приглашение ещё раз',
  alreadyHasPassword: 'У вас уже есть пароль: войдите и примите приглашение в профиле',
  wrongCode: 'Неверный код. Осталось попыток: {left}',
  codeSpent: 'Код больше не действует. Сохраните e-mail ещё раз, чтобы получить новый',
  noEmailChange: 'Нет e-mail, ожидающего подтверждения',
  emailByCode: 'E-mail меняется в профиле: на новый адрес придёт код подтверждения',
  tooManyCodes: 'Слишком много писем с кодом. Попробуйте через час',
  tooManyInvitations: 'Слишком много писем с приглашением. Попробуйте через час',
  notInvited: 'Сотрудник уже принял приглашение',
} as const;

/** What a typed code does to a pending change: apply it, count a wrong try, or void the change. */
export type CodeVerdict = { kind: 'ok' } | { kind: 'wrong'; left: number } | { kind: 'spent' };

export function judgeCode(
  pending: { attempts: number; expiresAt: Date },
  matches: boolean,
  now: Date,
): CodeVerdict {
  if (pending.expiresAt <= now || pending.attempts >= EMAIL_CODE_ATTEMPTS) return { kind: 'spent' };
  if (matches) return { kind: 'ok' };
  const left = EMAIL_CODE_ATTEMPTS - pending.attempts - 1;
  return left > 0 ? { kind: 'wrong', left } : { kind: 'spent' };
}

const linkToken = z
  .string({ error: accountLinkMessages.linkInvalid })
  .trim()
  .min(1, accountLinkMessages.linkInvalid)
  .max(200, accountLinkMessages.linkInvalid);

/** The token of an invitation link (the part after '#'), to read what it invites to. */
export const invitationLinkSchema = z.object({ token: linkToken });

/** Taking up an invitation link: the invitee's own password for an account that has none yet. */
export const invitationClaimSchema = z.object({
  token: linkToken,
  password: z.string({ error: messages.required }).min(8, messages.passwordTooShort).max(200),
});

export const emailCodeSchema = z.object({
  code: z
    .string({ error: messages.required })
    .trim()
    .regex(new RegExp(`^\\d{${EMAIL_CODE_DIGITS}}$`), `Код — ${EMAIL_CODE_DIGITS} цифр из письма`),
});
