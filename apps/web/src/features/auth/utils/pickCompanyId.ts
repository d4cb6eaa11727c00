import type { CompanyShort } from '../../../api/types.ts';

/**
 * The company to act on: the stored choice while the employee still belongs to it, else the server's
 * default, else the first company.
 */
export function pickCompanyId(
  stored: number | null,
  companies: CompanyShort[],
  serverDefault: number | null,
): number | null {
  if (stored !== null && companies.some((company) => company.id === stored)) return stored;
  if (serverDefault !== null && companies.some((company) => company.id === serverDefault))
    return serverDefault;
  return companies[0]?.id ?? null;
}
