import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from './queryKeys.ts';
import { session } from './session.ts';

/** Keys that belong to the employee rather than to a company survive a switch (they are only refreshed). */
const employeeScoped = new Set<unknown>([queryKeys.profile[0], queryKeys.companiesList[0]]);

/**
 * Switches the company the requests act on. Company data already on screen is dropped at once, so
 * nothing from the previous property is shown under the new one, and every query is refreshed.
 */
export function useSwitchCompany() {
  const queryClient = useQueryClient();
  return useCallback(
    async (companyId: number | null) => {
      if (companyId === session.getCompanyId()) return;
      session.setCompanyId(companyId);
      await queryClient.resetQueries({
        predicate: (query) => !employeeScoped.has(query.queryKey[0]),
      });
      await queryClient.invalidateQueries();
    },
    [queryClient],
  );
}
