import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Employee } from '../../../../api/types.ts';
import { ActiveBadge } from '../../../../ui/ActiveBadge.tsx';
import { DataTable } from '../../../../ui/DataTable.tsx';
import { RowActions } from '../../../../ui/RowActions.tsx';
import { fullName } from '../utils/fullName.ts';

interface EmployeesTableProps {
  employees: Employee[];
  currentUserId: number | undefined;
  onEdit: (employee: Employee) => void;
  onDelete: (employee: Employee) => void;
}

/** ФИО, E-mail, Телефон, Активен; the signed-in employee is marked 'вы'. */
export function EmployeesTable({ employees, currentUserId, onEdit, onDelete }: EmployeesTableProps) {
  const { t } = useTranslation();
  const columns = [
    t('employees.columns.fullName'),
    t('employees.columns.email'),
    t('employees.columns.phone'),
    t('employees.columns.active'),
    '',
  ];
  return (
    <DataTable columns={columns}>
      {employees.map((employee) => (
        <Table.Tr key={employee.id}>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Text fw={500} size="sm">
                {fullName(employee)}
              </Text>
              {employee.id === currentUserId ? (
                <Badge size="xs" variant="outline" style={{ flexShrink: 0 }}>
                  {t('employees.you')}
                </Badge>
              ) : null}
            </Group>
          </Table.Td>
          <Table.Td>{employee.email}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{employee.phone_number || t('common.dash')}</Table.Td>
          <Table.Td>
            <ActiveBadge active={employee.is_active} />
          </Table.Td>
          <Table.Td>
            <RowActions
              name={fullName(employee)}
              onEdit={() => onEdit(employee)}
              onDelete={() => onDelete(employee)}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
