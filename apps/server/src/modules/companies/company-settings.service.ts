/**
 * The property's settings beyond its name and times: the SFTP connection check, the confirmation
 * e-mail template (kept, checked and previewed with a real booking) and the companies export.
 */
import {
  can,
  type EmailTemplateInput,
  messages,
  type Role,
  roleMessages,
  type SftpSettingsInput,
  sftpSettingsSchema,
  storedSecretFits,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import type { AttemptWindow } from '../../http/attempt-window.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { companiesXlsx } from '../../render/companies-xlsx.ts';
import {
  defaultEmailTemplate,
  type EmailBooking,
  emailData,
  emailPlaceholders,
  renderEmail,
  templateError,
  templateProblem,
} from '../../render/confirmation-email.ts';
import { TemplateError } from '../../render/liquid/render-liquid.ts';
import { bookingIdOfNumber, documentMoney, getBooking } from '../bookings/index.ts';
import { presentCompanyInfo } from './companies.presenter.ts';
import { companiesRepository as repo } from './companies.repository.ts';
import { checkSftp, type SftpCheck, type SftpPolicy } from './sftp-check.ts';

const settingsOnly = sftpSettingsSchema.omit({ secret: true });

export const sftpCheckMessages = {
  tooMany: 'Слишком много проверок соединения. Попробуйте через минуту',
} as const;

async function company(db: Db, companyId: number) {
  const row = await repo.findById(db, companyId);
  if (!row) throw notFound();
  return row;
}

/** What the connection check needs besides the database (company-settings.routes.ts makes one per app). */
export interface SftpCheckDeps {
  secrets: () => SecretBox;
  policy: SftpPolicy;
  /** Checks per company per minute (SFTP_CHECK_LIMIT). */
  limit: AttemptWindow;
  log: (detail: string) => void;
}

/**
 * Tries the settings sent (what the form shows, saved or not) or, without them, the saved ones. The stored
 * secret is used only for the very server it was saved with (domain sftp-secret.ts); a check of any other
 * host, port or user has only the secret it brings. Limited per company, so it cannot sweep a network.
 */
export async function checkCompanySftp(
  db: Db,
  actor: Actor,
  typed: SftpSettingsInput | undefined,
  deps: SftpCheckDeps,
): Promise<SftpCheck> {
  if (!deps.limit.take(String(actor.companyId))) throw new AppError(429, sftpCheckMessages.tooMany);
  const row = await company(db, actor.companyId);
  const saved = row.sftp ? settingsOnly.parse(row.sftp) : null;
  const { secret: typedSecret, ...settings } = typed ?? { ...settingsOnly.parse({}), ...saved };
  const stored = row.sftpSecret && storedSecretFits(saved, settings) ? row.sftpSecret : null;
  const secret = typedSecret || (stored ? deps.secrets().open(stored) : null);
  const { detail, ...answer } = await checkSftp({ ...settings, secret }, deps.policy);
  if (detail) deps.log(detail);
  return answer;
}

export async function getEmailTemplate(db: Db, actor: Actor) {
  const row = await company(db, actor.companyId);
  const template = row.emailTemplate ?? defaultEmailTemplate;
  return {
    ...template,
    is_default: row.emailTemplate === null,
    placeholders: emailPlaceholders.map(([name, description]) => ({ name, description })),
  };
}

export async function putEmailTemplate(db: Db, actor: Actor, template: EmailTemplateInput) {
  const error = await templateError(template);
  if (error) throw badRequest(error.message, error.field);
  await write(db, actor, (tx) => repo.update(tx, actor.companyId, { emailTemplate: template }));
  return getEmailTemplate(db, actor);
}

/**
 * The template filled with one of the company's bookings, as the guest would receive it: the booking by
 * its id (`booking`) or by the number staff see and type (`booking_number`).
 */
export async function previewEmailTemplate(
  db: Db,
  actor: Actor,
  input: EmailTemplateInput & { booking?: number | undefined; booking_number?: number | undefined },
) {
  const id =
    input.booking ??
    (input.booking_number === undefined
      ? undefined
      : await bookingIdOfNumber(db, actor, input.booking_number));
  if (id === undefined) throw badRequest(messages.required, 'booking_number');
  const booking = (await getBooking(db, actor, id)) as EmailBooking;
  const info = presentCompanyInfo(await company(db, actor.companyId));
  const money = await documentMoney(db, actor.companyId, { bookingId: booking.id });
  try {
    return await renderEmail(input, emailData(booking, info, money));
  } catch (err) {
    if (!(err instanceof TemplateError)) throw err;
    const problem = templateProblem(err);
    throw badRequest(problem.message, problem.field);
  }
}

/** Every company the employee works in, with its settings, as xlsx. */
export async function exportCompanies(db: Db, auth: AuthContext) {
  const { rows } = await repo.page(db, auth.employee.id, { offset: 0, limit: 10_000 });
  // Requisites and SFTP settings: only of the companies whose settings the employee may edit (issue 25).
  const editable = rows.filter((row) => {
    const role = auth.companies.find((c) => c.id === row.id)?.role as Role | undefined;
    return role !== undefined && can(role, 'company.edit');
  });
  if (editable.length === 0) throw new AppError(403, roleMessages.forbidden);
  return companiesXlsx(editable.map(presentCompanyInfo));
}
