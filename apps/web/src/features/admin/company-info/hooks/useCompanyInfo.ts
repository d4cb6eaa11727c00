import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';
import type { CompanyInfoResponse } from '../../../../api/types.ts';

const companyInfoPath = '/api/v2/companies/info/';

/** Settings of the company the requests act on (X-Company-Id). */
export function useCompanyInfo() {
  return useQuery({
    queryKey: queryKeys.companyInfo,
    queryFn: () => api.get<CompanyInfoResponse>(companyInfoPath),
  });
}
