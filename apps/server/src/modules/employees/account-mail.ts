/**
 * Mail that proves control of a mailbox (issue 25): the invitation link and the e-mail change code. It is
 * the addressee's alone, so it goes straight to the mailer and never into a company's send log
 * ('Почта'): no company's staff can list, read or download it, the inviting company included.
 *
 * Development: with SMTP_URL unset the built-in outbox keeps it, and, outside production only, the server
 * log prints the link or code, so whoever runs a development server can follow it. In production the
 * link is never logged; set SMTP_URL there so invitees receive it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { composeMail, senderAddress } from '../../smtp/compose.ts';
import type { Mailer } from '../../smtp/mailer.ts';

export interface AccountMailer {
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
  /** Where links start: app.publicOrigin (PUBLIC_URL or a trusted proxy's host, never the Host header). */
  origin: string;
}

async function send(deps: AccountMailer, to: string, subject: string, text: string, secret: string) {
  const composed = await composeMail({
    from: { name: 'PMS', address: senderAddress('', deps.mailer.smtpUrl) },
    to: { name: '', address: to },
    subject,
    text,
    attachments: [],
  });
  const delivery = await deps.mailer.deliver(composed.envelope, composed.raw);
  // The address is the staff member's own login; the reason is the server's, for the operator.
  if (delivery.status !== 'sent')
    deps.log.warn({ to, reason: delivery.reason }, 'account mail not delivered');
  if (deps.mailer.kind === 'outbox' && deps.config.NODE_ENV !== 'production') {
    deps.log.info({ to, subject }, `built-in outbox, development only: ${secret}`);
  }
  return delivery.status === 'sent';
}

/** The link an invitee opens; the token travels after '#', so it reaches no server log or Referer. */
export const invitationLink = (origin: string, token: string) => `${origin}/invite#${token}`;

export function mailInvitation(
  deps: AccountMailer,
  invite: { to: string; company: string; token: string; ttlHours: number },
) {
  const link = invitationLink(deps.origin, invite.token);
  const text = [
    'Здравствуйте!',
    '',
    `Вас пригласили работать в «${invite.company}».`,
    'Откройте ссылку, чтобы принять приглашение. Если у вас ещё нет пароля, там же вы зададите его сами:',
    link,
    '',
    `Ссылка действует ${invite.ttlHours} часов и только один раз.`,
    'Если вы не ждали этого письма, просто не открывайте ссылку.',
  ].join('\n');
  return send(deps, invite.to, `Приглашение в «${invite.company}»`, text, link);
}

export function mailEmailCode(deps: AccountMailer, change: { to: string; code: string; ttlMinutes: number }) {
  const text = [
    'Здравствуйте!',
    '',
    'Этот адрес указали как новый e-mail для входа в PMS.',
    `Код подтверждения: ${change.code}`,
    '',
    `Введите его в профиле в течение ${change.ttlMinutes} минут. Если это были не вы, ничего не делайте: e-mail не изменится.`,
  ].join('\n');
  return send(deps, change.to, 'Код подтверждения e-mail', text, `code ${change.code}`);
}
