import type { CompanyInfo } from '@pms/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';
import type { CompanyInfoResponse } from '../../../../api/types.ts';

/** PATCHes the current company's settings; its name and type also appear in the header and companies list. */
export function useUpdateCompanyInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<CompanyInfo>) =>
      api.patch<CompanyInfoResponse>('/api/v2/companies/info/', body),
    onSuccess: async (info) => {
      queryClient.setQueryData(queryKeys.companyInfo, info);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.companies }),
        queryClient.invalidateQueries({ queryKey: queryKeys.companiesList }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
      ]);
    },
  });
}
