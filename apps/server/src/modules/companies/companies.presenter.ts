import { can, emptyRequisites, type Rights, sftpSettingsSchema } from '@pms/domain';
import type { CompanyListRow, CompanyRow } from './companies.repository.ts';

const { secret: _none, ...defaultSftp } = sftpSettingsSchema.parse({});

/** A company as the lists show it; `has_history`: 'Удалить' archives it rather than deletes it. */
export function presentCompany(c: CompanyListRow) {
  return { ...presentCompanyFields(c), has_history: c.hasHistory };
}

function presentCompanyFields(c: CompanyRow) {
  return {
    id: c.id,
    name: c.name,
    object_type: c.objectType,
    address: c.address,
    phone: c.phone,
    email: c.email,
    timezone: c.timezone,
    check_in_time: c.checkInTime,
    check_out_time: c.checkOutTime,
    booking_time: c.bookingTime,
    required_fields: c.requiredFields,
    created_at: c.createdAt.toISOString(),
  };
}

/**
 * The property's settings: what the booking screens read (required client fields, standard times), the
 * requisites documents print, and the SFTP settings without their secret (only whether one is stored).
 */
export function presentCompanyInfo(c: CompanyRow) {
  const { created_at: _created, ...info } = presentCompanyFields(c);
  return {
    ...info,
    requisites: { ...emptyRequisites, ...c.requisites },
    sftp: { ...defaultSftp, ...c.sftp, has_secret: c.sftpSecret !== null },
  };
}

/**
 * GET companies/info as the actor's role may read it (issue 25): every screen needs the company's type,
 * zone, times and required fields; the requisites and the SFTP settings only whoever may edit them.
 */
export function presentCompanyInfoFor(c: CompanyRow, role: Rights) {
  if (can(role, 'company.edit')) return presentCompanyInfo(c);
  const { created_at: _created, ...info } = presentCompanyFields(c);
  return info;
}
