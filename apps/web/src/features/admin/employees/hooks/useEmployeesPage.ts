import type { QueryParams } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';
import type { Employee } from '../../../../api/types.ts';
import { usePageQuery } from '../../../../api/usePageQuery.ts';
import { employeesPath } from './employeesPath.ts';

/** One page of the company's employees, optionally searched. */
export function useEmployeesPage(params: QueryParams) {
  return usePageQuery<Employee>(queryKeys.employees, employeesPath, params);
}
