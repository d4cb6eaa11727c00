import { personName } from '@pms/domain';
import type { Employee } from '../../../../api/types.ts';

/** 'Фамилия Имя Отчество' (the domain's personName), falling back to the e-mail. */
export function fullName(
  employee: Pick<Employee, 'last_name' | 'first_name' | 'middle_name' | 'email'>,
): string {
  return personName(employee, true) || employee.email;
}
