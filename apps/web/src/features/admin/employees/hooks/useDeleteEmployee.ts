import { queryKeys } from '../../../../api/queryKeys.ts';
import { useDeleteMutation } from '../../../../api/useDeleteMutation.ts';
import { employeesPath } from './employeesPath.ts';

/** Deletes an employee; the server refuses to delete yourself ('Нельзя удалить самого себя'). */
export function useDeleteEmployee() {
  return useDeleteMutation(employeesPath, [queryKeys.employees]);
}
