import type { EmployeeCreateInput } from '@pms/domain';
import { queryKeys } from '../../../../api/queryKeys.ts';
import type { Employee } from '../../../../api/types.ts';
import { useSaveMutation } from '../../../../api/useSaveMutation.ts';
import { employeesPath } from './employeesPath.ts';

/** Creates (POST) or partly updates (PATCH) an employee; the own profile may change too. */
export function useSaveEmployee() {
  return useSaveMutation<Partial<EmployeeCreateInput> & { is_active?: boolean }, Employee>({
    path: employeesPath,
    updateMethod: 'patch',
    invalidate: [queryKeys.employees, queryKeys.profile],
  });
}
