import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { CompanyShort } from '../../../api/types.ts';

/** Companies the signed-in employee belongs to, for the header's switcher. */
export function useCompaniesList() {
  return useQuery({
    queryKey: queryKeys.companiesList,
    queryFn: () => api.get<CompanyShort[]>('/api/v2/companies/list/'),
  });
}
