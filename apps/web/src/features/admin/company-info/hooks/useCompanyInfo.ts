import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';
import type { CompanyInfoResponse } from '../../../../api/types.ts';
import { useCompanyId } from '../../../../api/useCompanyId.ts';

const companyInfoPath = '/api/v2/companies/info/';

/** The company's settings as a query: the hook's, and the calendar's prefetch after signing in. */
export const companyInfoQuery = {
  queryKey: queryKeys.companyInfo,
  queryFn: () => api.get<CompanyInfoResponse>(companyInfoPath),
};

/**
 * Settings of the company the requests act on (X-Company-Id). Not asked for by someone who works nowhere
 * yet (the layout's navbar is shown on their profile too): there is no company to answer for.
 */
export function useCompanyInfo() {
  const companyId = useCompanyId();
  return useQuery({ ...companyInfoQuery, enabled: companyId !== null });
}
