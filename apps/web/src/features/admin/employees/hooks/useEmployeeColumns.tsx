import { roleLabels } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import type { Employee } from '../../../../api/types.ts';
import { NameCell } from '../../../../ui/NameCell.tsx';
import type { TableColumn } from '../../../../ui/TableColumn.ts';
import { useProfile } from '../../../auth/hooks/useProfile.ts';
import { EmployeeStatusBadge } from '../components/EmployeeStatusBadge.tsx';
import { fullName } from '../utils/fullName.ts';

/** ФИО, E-mail, Роль, Телефон, Статус; the signed-in employee is marked 'вы'. */
export function useEmployeeColumns(): TableColumn<Employee>[] {
  const { t } = useTranslation();
  const profile = useProfile();
  return [
    {
      header: t('employees.columns.fullName'),
      cell: (employee) => (
        <NameCell
          name={fullName(employee)}
          mark={employee.id === profile.data?.id ? t('employees.you') : null}
        />
      ),
    },
    { header: t('employees.columns.email'), cell: (employee) => employee.email },
    { header: t('roles.role'), cell: (employee) => roleLabels[employee.role] },
    {
      header: t('employees.columns.phone'),
      cell: (employee) => employee.phone_number || t('common.dash'),
      style: { whiteSpace: 'nowrap' },
    },
    {
      header: t('employees.columns.status'),
      cell: (employee) => <EmployeeStatusBadge employee={employee} />,
    },
  ];
}
