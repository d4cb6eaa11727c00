import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../../api/queryKeys.ts';
import { useDeleteMutation } from '../../../../ui/useDeleteMutation.ts';
import { employeesPath } from './employeesPath.ts';

/**
 * Deletes an employee, or withdraws the invitation of one who has not accepted it (`isInvited` tells
 * which, for the notice); the server refuses to delete yourself ('Нельзя удалить самого себя').
 */
export function useDeleteEmployee(isInvited: (id: number) => boolean) {
  const { t } = useTranslation();
  return useDeleteMutation(employeesPath, [queryKeys.employees], (id) =>
    isInvited(id) ? t('employees.invite.withdrawn') : undefined,
  );
}
