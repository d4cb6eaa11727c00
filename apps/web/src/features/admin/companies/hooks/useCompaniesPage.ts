import type { QueryParams } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';
import type { Company } from '../../../../api/types.ts';
import { usePageQuery } from '../../../../api/usePageQuery.ts';
import { companiesPath } from './companiesPath.ts';

/** One page of the companies the employee belongs to, optionally searched. */
export function useCompaniesPage(params: QueryParams) {
  return usePageQuery<Company>(queryKeys.companies, companiesPath, params);
}
