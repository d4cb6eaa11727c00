import type { CompanyInput } from '@pms/domain';
import { queryKeys } from '../../../../api/queryKeys.ts';
import type { Company } from '../../../../api/types.ts';
import { useSaveMutation } from '../../../../ui/useSaveMutation.ts';
import { companiesPath } from './companiesPath.ts';

/** Creates (POST; the creator joins it) or replaces (PUT) a company; the header's switcher refreshes too. */
export function useSaveCompany() {
  return useSaveMutation<CompanyInput, Company>({
    path: companiesPath,
    updateMethod: 'put',
    invalidate: [queryKeys.companies, queryKeys.companiesList, queryKeys.companyInfo, queryKeys.profile],
  });
}
