import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../../ui/AdminListPage.tsx';
import { useListParams } from '../../../../ui/useListParams.ts';
import { useCan } from '../../../auth/hooks/useCan.ts';
import { useDeleteEmployee } from '../hooks/useDeleteEmployee.ts';
import { useEmployeeColumns } from '../hooks/useEmployeeColumns.tsx';
import { useEmployeesPage } from '../hooks/useEmployeesPage.ts';
import { fullName } from '../utils/fullName.ts';
import { EmployeeCreateForm } from './EmployeeCreateForm.tsx';
import { EmployeeEditForm } from './EmployeeEditForm.tsx';

/** Administration of the company's employees (/admin/employees). */
export function EmployeesPage() {
  const can = useCan();
  const { t } = useTranslation();
  const list = useListParams();
  const query = useEmployeesPage(list.params);
  const remove = useDeleteEmployee(
    (id) => query.data?.results.some((employee) => employee.id === id && employee.invited) ?? false,
  );
  const columns = useEmployeeColumns();
  return (
    <AdminListPage
      writable={can('employees.edit')}
      section="employees"
      list={list}
      query={query}
      remove={remove}
      columns={columns}
      itemName={fullName}
      deleteQuestion={(employee) =>
        employee.invited
          ? {
              title: t('employees.invite.withdrawTitle'),
              message: t('employees.invite.withdrawMessage', { name: fullName(employee) }),
              confirm: t('employees.invite.withdrawConfirm'),
            }
          : undefined
      }
      // A new employee needs a password; an existing one keeps theirs unless a new one is typed.
      renderForm={(employee, onClose) =>
        employee ? (
          <EmployeeEditForm employee={employee} onClose={onClose} />
        ) : (
          <EmployeeCreateForm onClose={onClose} />
        )
      }
      searchPlaceholder={t('employees.searchPlaceholder')}
    />
  );
}
