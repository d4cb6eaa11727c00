import { Badge, type MantineColor, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Employee } from '../../../../api/types.ts';
import { type EmployeeStatus, employeeStatus } from '../utils/employeeStatus.ts';

const colors: Record<EmployeeStatus, MantineColor> = { active: 'teal', inactive: 'gray', invited: 'orange' };

/** 'Работает', 'Отключён' or 'Приглашён' (with what the invitation waits for on hover). */
export function EmployeeStatusBadge({ employee }: { employee: Pick<Employee, 'invited' | 'is_active'> }) {
  const { t } = useTranslation();
  const status = employeeStatus(employee);
  const badge = (
    // Never squeezed to 'ПР…' by a narrow table: on a phone the table scrolls sideways instead.
    <Badge color={colors[status]} variant="light" style={{ minWidth: 'max-content' }}>
      {t(`employees.status.${status}`)}
    </Badge>
  );
  if (status !== 'invited') return badge;
  return (
    <Tooltip label={t('employees.status.invitedHint')} withArrow>
      {badge}
    </Tooltip>
  );
}
