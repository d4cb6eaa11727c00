/**
 * The property's settings beyond its name and times: the SFTP connection check, the confirmation
 * e-mail template (kept, checked and previewed with a real booking) and the companies export.
 */
import { type EmailTemplateInput, type SftpSettingsInput, sftpSettingsSchema } from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { write } from '../../db/write.ts';
import { companiesXlsx } from '../../documents/companies-xlsx.ts';
import {
  defaultEmailTemplate,
  type EmailBooking,
  emailData,
  emailPlaceholders,
  renderEmail,
  templateError,
} from '../../documents/confirmation-email.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { SecretBox } from '../../secrets/secret-box.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { getBooking } from '../bookings/bookings.service.ts';
import { presentCompanyInfo } from './companies.presenter.ts';
import { companiesRepository as repo } from './companies.repository.ts';
import { checkSftp } from './sftp-check.ts';

async function company(db: Db, companyId: number) {
  const row = await repo.findById(db, companyId);
  if (!row) throw notFound();
  return row;
}

/**
 * Tries the settings sent (what the form shows, saved or not) or, without them, the saved ones; a
 * secret left out is the stored one, so staff can check without typing the password again.
 */
export async function checkCompanySftp(
  db: Db,
  actor: Actor,
  typed: SftpSettingsInput | undefined,
  secrets: () => SecretBox,
) {
  const row = await company(db, actor.companyId);
  const settings = typed ?? { ...sftpSettingsSchema.parse({}), ...row.sftp };
  const secret = typed?.secret || (row.sftpSecret ? secrets().open(row.sftpSecret) : null);
  return checkSftp({ ...settings, secret });
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

function refuseBrokenTemplate(template: EmailTemplateInput) {
  const error = templateError(template);
  if (error) throw badRequest(error.message, error.field);
}

export async function putEmailTemplate(db: Db, actor: Actor, template: EmailTemplateInput) {
  refuseBrokenTemplate(template);
  await write(db, actor, (tx) => repo.update(tx, actor.companyId, { emailTemplate: template }));
  return getEmailTemplate(db, actor);
}

/** The template filled with one of the company's bookings, as the guest would receive it. */
export async function previewEmailTemplate(
  db: Db,
  actor: Actor,
  input: EmailTemplateInput & { booking: number },
) {
  refuseBrokenTemplate(input);
  const booking = (await getBooking(db, actor, input.booking)) as EmailBooking;
  const info = presentCompanyInfo(await company(db, actor.companyId));
  try {
    return await renderEmail(input, emailData(booking, info));
  } catch (err) {
    throw badRequest(`Ошибка в шаблоне: ${(err as Error).message.split(', line:')[0]}`, 'body');
  }
}

/** Every company the employee works in, with its settings, as xlsx. */
export async function exportCompanies(db: Db, auth: AuthContext) {
  const { rows } = await repo.page(db, auth.employee.id, { offset: 0, limit: 10_000 });
  return companiesXlsx(rows.map(presentCompanyInfo));
}
