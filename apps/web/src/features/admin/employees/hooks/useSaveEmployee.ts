import type { EmployeeCreateInput } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../../api/queryKeys.ts';
import type { Employee } from '../../../../api/types.ts';
import { useSaveMutation } from '../../../../ui/useSaveMutation.ts';
import { employeesPath } from './employeesPath.ts';

/**
 * Invites (POST) or partly updates (PATCH) an employee; the own profile may change too. Creating is
 * always an invitation, and its notice says how the person gets in either way.
 */
export function useSaveEmployee() {
  const { t } = useTranslation();
  return useSaveMutation<Partial<EmployeeCreateInput> & { is_active?: boolean }, Employee>({
    path: employeesPath,
    updateMethod: 'patch',
    invalidate: [queryKeys.employees, queryKeys.profile],
    createdNotice: {
      title: t('employees.invite.createdTitle'),
      message: t('employees.invite.createdMessage'),
    },
  });
}
