import { queryKeys } from '../../../../api/queryKeys.ts';
import { useDeleteMutation } from '../../../../api/useDeleteMutation.ts';
import { companiesPath } from './companiesPath.ts';

/** Deletes a company; the server refuses while it has rooms or bookings. */
export function useDeleteCompany() {
  return useDeleteMutation(companiesPath, [queryKeys.companies, queryKeys.companiesList, queryKeys.profile]);
}
