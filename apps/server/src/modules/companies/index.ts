/**
 * The companies area's public surface: what other areas may use of it. Nothing else of the folder is
 * imported from outside it (scripts/check-structure.mjs), and no other area reads its repository.
 */
import { companiesRepository } from './companies.repository.ts';

export { getCompanyInfo } from './companies.service.ts';
export { getEmailTemplate } from './company-settings.service.ts';
export { type SftpOutcome, type SftpPolicy, type SftpTarget, sftpPolicy, withSftp } from './sftp-check.ts';

// A company by its id, for work that runs outside any request (the nightly export).
export const findCompany = companiesRepository.findById;
